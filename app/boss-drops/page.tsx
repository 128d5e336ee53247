import { ListPage } from '@/components/list/ListPage';
import { getContent, isBossDrop } from '@/lib/content';
import { bossDropListItem } from '@/lib/list-items';
import { fixedPageMetadata } from '@/lib/page-metadata';
import { GRADES } from '@/lib/schemas/gear';

export const metadata = fixedPageMetadata('boss-drops', '/boss-drops/');

export default function BossDropsPage() {
  const content = getContent();
  const items = content.gear.filter(isBossDrop).map((item) => bossDropListItem(item, content));
  // Grades are ordered by rank, not by first appearance.
  const optionLabels = Object.fromEntries(GRADES.map((g) => [g, g]));
  return <ListPage id="boss-drops" copy={content.pages['boss-drops']} items={items} facet={{ key: 'grade', param: 'grade', optionLabels }} />;
}
