import { pageNumbers } from '@/lib/site/page-language';
import { languagePrefix } from '@/lib/i18n/languages';
import { Container, PageHeader } from '@/components/site/PageHeader';
import { SavedPages } from '@/components/offline/SavedPages.client';
import { SaveWiki } from '@/components/offline/SaveWiki.client';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent } from '@/lib/content';
import { pageCardFor } from '@/lib/site/page-cards';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { allPaths } from '@/lib/records/routes';

export const generateMetadata = () => fixedPageMetadata('offline', '/offline/');

/** /offline/: the pages saved on this device and "Save the wiki"; shown offline for unsaved pages. */
export default function OfflinePage() {
  const content = getContent();
  const copy = content.pages.offline;
  const pages = allPaths(content.routes).map((pagePath) => ({
    path: pagePath === '/' ? '/' : `${pagePath}/`,
    title: pageCardFor(pagePath, content)?.title ?? pagePath,
  }));
  return (
    <Container>
      <PageHeader copy={copy} />
      <SavedPages pages={pages} copy={copy} />
      <SaveWiki numbers={pageNumbers()} copy={copy.save} base={languagePrefix(getContent().language.code)} withoutScripts={<WithoutScriptsNote className="mt-2">{copy.save.withoutScripts}</WithoutScriptsNote>} />
    </Container>
  );
}
