import Link from 'next/link';
import { Fragment } from 'react';
import { getContent } from '@/lib/content';
import { listSeparators } from '@/lib/format';
import { bossFacts } from '@/lib/record-facts';
import { ScrollTable } from '../ui/ScrollTable';

/**
 * Every boss of content/bosses.json by floor: its EP, HP, first-kill gold and drops, each linked to its page. The
 * drop odds are said once under the table when every boss shares them, else in a column of their own.
 */
export function BossArenaTable() {
  const content = getContent();
  const words = content.site.labels.records.bossArena;
  const notStated = content.site.labels.records.shrineChallenges.notStated;
  const rows = [...content.bosses].sort((a, b) => a.floor - b.floor).map((boss) => ({ boss, facts: bossFacts(boss, content) }));
  const oneChance = new Set(rows.map((r) => r.boss.dropChancePercent)).size === 1;
  return (
    <>
      <ScrollTable label={words.label} caption={words.caption}>
        <thead>
          <tr>
            <th scope="col">{words.floor}</th>
            <th scope="col">{words.boss}</th>
            <th scope="col">{words.ep}</th>
            <th scope="col">{words.hp}</th>
            <th scope="col">{words.firstKill}</th>
            <th scope="col">{words.drops}</th>
            {!oneChance && <th scope="col">{words.dropChance}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ boss, facts }) => {
            const separators = listSeparators(facts.drops.length);
            return (
              <tr key={boss.slug} data-boss={boss.slug}>
                <td>{facts.floor}</td>
                <th scope="row" className="font-semibold">
                  <Link href={`/bosses/${boss.slug}`} className="text-sky underline hover:text-gold">
                    {boss.name}
                  </Link>
                </th>
                <td className="whitespace-nowrap">{facts.ep}</td>
                <td>{facts.hp}</td>
                <td className="whitespace-nowrap">{facts.firstKillReward ?? notStated}</td>
                <td>
                  {facts.drops.map((drop, i) => (
                    <Fragment key={drop.slug}>
                      {i > 0 && separators[i - 1]}
                      <Link href={`/boss-drops/${drop.slug}`} className="text-sky underline hover:text-gold">
                        {drop.name}
                      </Link>
                    </Fragment>
                  ))}
                </td>
                {!oneChance && <td>{facts.itemDropChance}</td>}
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      {oneChance && rows[0] && <p>{rows[0].facts.dropChanceRule}</p>}
    </>
  );
}
