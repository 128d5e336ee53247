import { NewsCards } from '@/components/cards/NewsCards';
import { Container, PageHeader } from '@/components/site/PageHeader';
import { getContent } from '@/lib/content';
import { newsFor } from '@/lib/news';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('news', '/news/');

export default function NewsPage() {
  const content = getContent();
  return (
    <Container>
      <PageHeader copy={content.pages.news} />
      <NewsCards items={newsFor(content, 'news')} headingLevel={2} />
    </Container>
  );
}
