import { ListPage } from '@/components/list/ListPage';
import { getContent } from '@/lib/content';
import { animationListItem } from '@/lib/list-items';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('animations', '/animations/');

export default function AnimationsPage() {
  const { animations, pages } = getContent();
  return <ListPage id="animations" copy={pages.animations} items={animations.map(animationListItem)} facet={{ key: 'tag', param: 'tag' }} />;
}
