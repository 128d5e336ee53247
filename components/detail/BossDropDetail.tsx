import { getEntry } from '@/lib/content';
import { itemDropChance } from '@/lib/record-facts';
import type { DetailViewProps } from './detail-view';
import { GearStats } from '../wiki/GearStats';
import { RecordDetail } from './RecordDetail';

/** Record page of a boss-drop item: type, grades, who drops it, stats by grade. */
export function BossDropDetail({ slug, list }: DetailViewProps) {
  const item = getEntry('gear', slug);
  const sourceBosses = item.source.kind === 'boss' ? item.source.bosses.map((s) => getEntry('bosses', s)) : [];
  const wikiTitle = getEntry('wikiPages', item.wiki).frontmatter.title;
  return (
    <RecordDetail
      list={list}
      name={item.name}
      image={item.image}
      description={item.description}
      tags={item.tags}
      facts={[
        { label: 'Type', value: item.kind === 'weapon' ? 'Weapon' : 'Armor' },
        { label: 'Grades', value: item.grades.join(', ') },
        ...sourceBosses.map((b) => ({ label: 'Dropped by', value: `${b.name} (Floor ${b.floor}, ${itemDropChance(b.dropChancePercent)})` })),
      ]}
      sections={[{ title: 'Stats by grade', body: <GearStats slug={item.slug} showNotes /> }]}
      related={[
        { label: wikiTitle, href: `/wiki/${item.wiki}`, note: 'full wiki page' },
        ...sourceBosses.map((b) => ({ label: b.name, href: `/bosses/${b.slug}`, note: `Floor ${b.floor} boss` })),
      ]}
    />
  );
}
