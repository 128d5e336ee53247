import { getContent, getEntry } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import { itemDropChance } from '@/lib/records/facts';
import type { DetailViewProps } from './detail-view';
import { GearStats } from '../mdx/GearStats';
import { RecordDetail } from './RecordDetail';

/** Record page of a boss-drop item: type, grades, who drops it, stats by grade. */
export function BossDropDetail({ slug, path, list }: DetailViewProps) {
  const item = getEntry('gear', slug);
  const sourceBosses = item.source.kind === 'boss' ? item.source.bosses.map((s) => getEntry('bosses', s)) : [];
  const wikiTitle = getEntry('wikiPages', item.wiki).frontmatter.title;
  const words = getContent().site.labels.recordPage;
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
        { label: words.grades, value: item.grades.join(', ') },
        ...sourceBosses.map((b) => ({ label: words.droppedBy, value: fillTemplate(words.droppedByValue, { boss: b.name, floor: b.floor, chance: itemDropChance(getContent().site.labels.facts, b.dropChancePercent) }) })),
      ]}
      sections={[{ title: words.statsByGrade, body: <GearStats slug={item.slug} showNotes /> }]}
      related={[
        { label: wikiTitle, href: `/wiki/${item.wiki}`, note: words.wikiPage },
        ...sourceBosses.map((b) => ({ label: b.name, href: `/bosses/${b.slug}`, note: fillTemplate(words.floorBoss, { floor: b.floor }) })),
      ]}
    />
  );
}
