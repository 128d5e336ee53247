import { Container, PageHeader } from '@/components/site/PageHeader';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/page-metadata';
import AboutBody from '@/content/pages/about.mdx';

export const metadata = fixedPageMetadata('about', '/about/');

export default function AboutPage() {
  return (
    <Container>
      <PageHeader copy={getContent().pages.about} />
      <div className="prose-wiki">
        <AboutBody />
      </div>
    </Container>
  );
}
