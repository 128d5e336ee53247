import { Link } from '@/components/ui/Link';
import { getContent, getEntry } from '@/lib/content';
import { bossFacts, bossInfoboxRows } from '@/lib/records/facts';
import { Infobox } from '../ui/Infobox';

/** Stat box of a boss record; `rewards={false}` leaves out the reward rows for a page that has its own section. */
export function BossInfobox({ slug, floating = true, rewards = true }: { slug: string; floating?: boolean; rewards?: boolean }) {
  const content = getContent();
  const boss = getEntry('bosses', slug, content);
  const { drops } = bossFacts(boss, content);
  const words = content.site.labels.records.bossInfobox;
  return (
    <Infobox title={boss.name} rows={bossInfoboxRows(boss, content, { firstKill: rewards, dropChance: rewards })} floating={floating}>
      {rewards && (
        <>
          <p className="mt-3 border-t border-line pt-3 text-sm text-muted">{words.drops}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {drops.map((item) => (
              <li key={item.slug}>
                <Link href={`/boss-drops/${item.slug}`} className="text-sky underline hover:text-gold">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 border-t border-line pt-3 text-sm"><Link href={`/tools/boss-planner/?boss=${boss.slug}`} className="text-sky underline hover:text-gold">{words.plan}</Link></p>
    </Infobox>
  );
}
