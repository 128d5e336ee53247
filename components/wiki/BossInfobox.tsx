import Link from 'next/link';
import { getEntry } from '@/lib/content';
import { formatEp, formatNumber } from '@/lib/format';
import { dropChanceText, firstKillRewardText } from '@/lib/record-values';
import { Infobox } from '../ui/Infobox';

/** Stat box of a boss record (content/bosses.json), for wiki pages and the boss detail page. */
export function BossInfobox({ slug, floating = true }: { slug: string; floating?: boolean }) {
  const boss = getEntry('bosses', slug);
  const drops = boss.drops.map((s) => getEntry('gear', s));
  const rows = [
    { label: 'Floor', value: boss.floor },
    { label: 'EP', value: formatEp(boss.ep) },
    { label: 'HP', value: formatNumber(boss.hp) },
    { label: 'Armor', value: formatNumber(boss.armor) },
    { label: 'Attack', value: formatNumber(boss.attack) },
    ...(boss.firstKillGold ? [{ label: 'First kill', value: firstKillRewardText(boss) }] : []),
    { label: 'Gear drop chance', value: dropChanceText(boss) },
    ...boss.stats,
    ...(boss.subordinates ? [{ label: 'Subordinates', value: boss.subordinates }] : []),
  ];
  return (
    <Infobox title={boss.name} rows={rows} floating={floating}>
      <p className="mt-3 border-t border-line pt-3 text-sm text-muted">Drops</p>
      <ul className="mt-1 space-y-1 text-sm">
        {drops.map((item) => (
          <li key={item.slug}>
            <Link href={`/boss-drops/${item.slug}`} className="text-sky underline hover:text-gold">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-line pt-3 text-sm"><Link href={`/tools/boss-planner/?boss=${boss.slug}`} className="text-sky underline hover:text-gold">Plan this fight</Link></p>
    </Infobox>
  );
}
