import { Link } from '@/components/ui/Link';
import { getContent, getEntry } from '@/lib/content';
import { joinList } from '@/lib/model/format';
import { bestFigure } from '@/lib/records/facts';
import { fillTemplate } from '@/lib/model/template';
import { Fill } from '../ui/Fill';
import { GradeName } from '../ui/GameCues';
import { ScrollTable } from '../ui/ScrollTable';

/** What the gear shop's NPC (content/site.json `gearShop`) sells: every gear record sold there, with its best figure at its highest grade. */
export function GearShopStock() {
  const content = getContent();
  const words = content.site.labels.records.gearShop;
  const npc = getEntry('npcs', content.site.gearShop.npc, content).name;
  const items = content.gear.filter((item) => item.source.kind === 'kurobee');
  return (
    <ScrollTable label={fillTemplate(words.label, { npc })} caption={fillTemplate(words.caption, { npc })}>
      <thead>
        <tr>
          <th scope="col">{words.item}</th>
          <th scope="col">{words.best}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const best = bestFigure(item);
          const grade = best && <GradeName grade={best.grade} />;
          return (
            <tr key={item.slug} data-gear={item.slug}>
              <th scope="row" className="font-semibold">
                <Link href={`/wiki/${item.wiki}`} className="text-sky underline hover:text-gold">
                  {item.name}
                </Link>
              </th>
              <td>
                {!best ? (
                  content.site.labels.records.shrineChallenges.notStated
                ) : best.stat === 'attack' ? (
                  <Fill text={words.bestAttack} values={{ value: best.value, grade }} />
                ) : (
                  <Fill text={words.bestArmor} values={{ value: best.value, piece: joinList(best.pieces), grade }} />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
