import { NewsCards } from '@/components/cards/NewsCards';
import { FixedPage } from '@/components/site/FixedPage';
import { getContent } from '@/lib/content';
import { newsFor } from '@/lib/site/news';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('news', '/news/');

export default function NewsPage() {
  const content = getContent();
  return (
    <FixedPage id="news">
      <NewsCards items={newsFor(content, 'news')} headingLevel={2} />
    </FixedPage>
  );
}
