import { Container, PageHeader } from '@/components/site/PageHeader';
import { SaveWikiLink } from '@/components/offline/SaveWikiLink';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import AboutBody from '@/content/pages/about.mdx';

export const metadata = fixedPageMetadata('about', '/about/');

export default function AboutPage() {
  const { pages } = getContent();
  return (
    <Container>
      <PageHeader copy={pages.about} />
      <div className="prose-wiki">
        <AboutBody />
      </div>
      <SaveWikiLink copy={pages.offline.save} />
    </Container>
  );
}
