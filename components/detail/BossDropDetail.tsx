import { getContent, getEntry } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import { itemDropChance } from '@/lib/records/facts';
import { joinList } from '@/lib/model/format';
import type { DetailViewProps } from './detail-view';
import { GearStats } from '../mdx/GearStats';
import { RecordDetail } from './RecordDetail';

/** Record page of a boss-drop item; grades and bosses are in GearStats, so the infobox does not repeat them. */
export function BossDropDetail({ slug, path, list }: DetailViewProps) {
  const item = getEntry('gear', slug);
  const sourceBosses = item.source.kind === 'boss' ? item.source.bosses.map((s) => getEntry('bosses', s)) : [];
  const wikiTitle = getEntry('wikiPages', item.wiki).frontmatter.title;
  const content = getContent();
  const words = content.site.labels.recordPage;
  const chances = [...new Set(sourceBosses.map((b) => itemDropChance(content.site.labels.facts, b.dropChancePercent)))];
  return (
    <RecordDetail
      path={path}
      list={list}
      name={item.name}
      image={item.image}
      description={item.description}
      tags={item.tags}
      facts={[
        { label: words.type, value: item.kind === 'weapon' ? words.weapon : words.armor },
        ...(chances.length > 0 ? [{ label: words.dropChance, value: joinList(chances) }] : []),
      ]}
      sections={[{ title: words.statsByGrade, body: <GearStats slug={item.slug} showNotes picture={false} /> }]}
      related={[
        { label: wikiTitle, href: `/wiki/${item.wiki}`, note: words.wikiPage },
        ...sourceBosses.map((b) => ({ label: b.name, href: `/bosses/${b.slug}`, note: fillTemplate(words.floorBoss, { floor: b.floor }) })),
      ]}
    />
  );
}
