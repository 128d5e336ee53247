import { ListPage } from '@/components/list/ListPage';
import { getContent } from '@/lib/content';
import { structureListItem } from '@/lib/list-items';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('structures', '/structures/');

export default function StructuresPage() {
  const { structures, pages } = getContent();
  return <ListPage id="structures" copy={pages.structures} items={structures.map(structureListItem)} facet={{ key: 'tag', param: 'tag' }} />;
}
