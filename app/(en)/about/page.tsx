import { Container, PageHeader } from '@/components/site/PageHeader';
import { SaveWikiLink } from '@/components/offline/SaveWikiLink';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { pageModule } from '@/lib/mdx/modules';

export const generateMetadata = () => fixedPageMetadata('about', '/about/');

export default async function AboutPage() {
  const { pages } = getContent();
  const { default: AboutBody } = await pageModule('about');
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
