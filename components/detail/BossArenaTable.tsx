import { Link } from '@/components/ui/Link';
import { Fragment, type ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { listSeparators } from '@/lib/model/format';
import { bossFacts } from '@/lib/records/facts';
import { ScrollTable } from '../ui/ScrollTable';

const linkClass = 'text-sky underline hover:text-gold';

/** Every boss by floor with EP, HP, gold and drops; phones get one box per boss instead of a six-column table. */
export function BossArenaTable() {
  const content = getContent();
  const words = content.site.labels.records.bossArena;
  const notStated = content.site.labels.records.shrineChallenges.notStated;
  const oneChance = new Set(content.bosses.map((b) => b.dropChancePercent)).size === 1;
  const rows = [...content.bosses]
    .sort((a, b) => a.floor - b.floor)
    .map((boss) => {
      const facts = bossFacts(boss, content);
      const separators = listSeparators(facts.drops.length);
      const drops = facts.drops.map((drop, i) => (
        <Fragment key={drop.slug}>
          {i > 0 && separators[i - 1]}
          <Link href={`/boss-drops/${drop.slug}`} className={linkClass}>
            {drop.name}
          </Link>
        </Fragment>
      ));
      const cells: [string, ReactNode][] = [
        [words.floor, facts.floor],
        [words.ep, facts.ep],
        [words.hp, facts.hp],
        [words.firstKill, facts.firstKillReward ?? notStated],
        [words.drops, drops],
        ...(oneChance ? [] : [[words.dropChance, facts.itemDropChance] as [string, ReactNode]]),
      ];
      const name = (
        <Link href={`/bosses/${boss.slug}`} className={linkClass}>
          {boss.name}
        </Link>
      );
      return { boss, facts, cells, name };
    });
  const [floorCell, ...otherCells] = rows[0]?.cells ?? [];
  return (
    <>
      {/* data-plain-text-omit: the plain-text edition keeps the table below, which says the same. */}
      <ul className="space-y-3 sm:hidden" aria-label={words.label} data-plain-text-omit="">
        {rows.map(({ boss, cells, name }) => (
          <li key={boss.slug} className="rounded-lg border border-line bg-surface p-3" data-boss={boss.slug}>
            <p className="font-semibold">{name}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {cells.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-text">{value}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <ScrollTable label={words.label} caption={words.caption} className="hidden sm:block">
        <thead>
          <tr>
            <th scope="col">{floorCell?.[0]}</th>
            <th scope="col">{words.boss}</th>
            {otherCells.map(([label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ boss, cells: [floor, ...others], name }) => (
            <tr key={boss.slug} data-boss={boss.slug}>
              <td>{floor?.[1]}</td>
              <th scope="row" className="font-semibold">
                {name}
              </th>
              {others.map(([label, value]) => (
                <td key={label} className={label === words.drops ? '' : 'whitespace-nowrap'}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {oneChance && rows[0] && <p>{rows[0].facts.dropChanceRule}</p>}
    </>
  );
}
