import { ListPage } from '@/components/list/ListPage';
import { getContent } from '@/lib/content';
import { bossListItem } from '@/lib/list-items';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('bosses', '/bosses/');

export default function BossesPage() {
  const { bosses, pages } = getContent();
  const items = bosses.map(bossListItem);
  const optionLabels = Object.fromEntries(bosses.map((b) => [String(b.floor), `Floor ${b.floor}`]));
  return <ListPage id="bosses" copy={pages.bosses} items={items} facet={{ key: 'floor', param: 'floor', optionLabels, numeric: true }} />;
}
