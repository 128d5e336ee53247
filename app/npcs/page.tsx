import { ListPage } from '@/components/list/ListPage';
import { getContent } from '@/lib/content';
import { npcListItem } from '@/lib/list-items';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('npcs', '/npcs/');

export default function NpcsPage() {
  const { npcs, pages } = getContent();
  return <ListPage id="npcs" copy={pages.npcs} items={npcs.map(npcListItem)} />;
}
