import { Container, PageHeader } from '@/components/site/PageHeader';
import { WikiIndex } from '@/components/wiki/WikiIndex.client';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent } from '@/lib/content';
import { wikiIndexCopy, wikiListItem, wikiRow } from '@/lib/list-items';
import { fixedPageMetadata } from '@/lib/page-metadata';
import { cardListWords } from '@/lib/filter';
import { measuredDisplayWords } from '@/lib/display-text-width';

export const metadata = fixedPageMetadata('wiki', '/wiki/');

export default function WikiIndexPage() {
  const content = getContent();
  const { wikiPages, wikiSections, pages, site } = content;
  // Placeholder pages have no card: they only point to the pages that cover their topic.
  const items = wikiPages.filter((p) => !p.frontmatter.stub).map((page) => wikiListItem(page, content));
  const tags = [...new Set(items.flatMap((i) => i.tags))].sort((a, b) => a.localeCompare(b));
  return (
    <Container>
      <PageHeader copy={pages.wiki} />
      <WikiIndex
        items={items.map(wikiRow)}
        sections={wikiSections.map(({ id, title, hub }) => ({ id, title, titleWords: measuredDisplayWords(title), hubHref: hub && `/wiki/${hub}` }))}
        tags={tags}
        copy={wikiIndexCopy(pages.wiki)}
        words={cardListWords(site.labels)}
        withoutScripts={<WithoutScriptsNote>{pages.wiki.withoutScripts}</WithoutScriptsNote>}
      />
    </Container>
  );
}
