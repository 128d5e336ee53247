import { Container, PageHeader } from '@/components/site/PageHeader';
import { WikiIndex } from '@/components/list/WikiIndex.client';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent } from '@/lib/content';
import { localHref } from '@/components/ui/Link';
import { wikiIndexCopy, wikiListItem, wikiRow } from '@/lib/records/list-items';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { cardListWords } from '@/lib/records/filter';
import { CHANGED_MARK_SCRIPT } from '@/lib/history/changed-mark';
import { changedMark } from '@/lib/site/changes';

export const generateMetadata = () => fixedPageMetadata('wiki', '/wiki/');

export default function WikiIndexPage() {
  const content = getContent();
  const { wikiPages, wikiSections, pages, site } = content;
  // Placeholder pages have no card: they only point to the pages that cover their topic.
  const items = wikiPages.filter((p) => !p.frontmatter.stub).map((page) => wikiListItem(page, content));
  const tags = [...new Set(items.flatMap((i) => i.tags))].sort((a, b) => a.localeCompare(b));
  // Each card's "changed since your last visit" mark (none without history, and then no script either).
  const rows = items.map((item) => {
    const mark = changedMark(content, item.href, 'card');
    const row = { ...wikiRow(item), href: localHref(item.href) };
    return mark ? { ...row, mark } : row;
  });
  return (
    <Container>
      <PageHeader copy={pages.wiki} />
      <WikiIndex
        items={rows}
        sections={wikiSections.map(({ id, title, hub }) => ({ id, title, hubHref: hub && localHref(`/wiki/${hub}`) }))}
        tags={tags}
        copy={wikiIndexCopy(pages.wiki)}
        words={cardListWords(site.labels)}
        withoutScripts={<WithoutScriptsNote>{pages.wiki.withoutScripts}</WithoutScriptsNote>}
      />
      {rows.some((row) => row.mark) && <script src={CHANGED_MARK_SCRIPT} async />}
    </Container>
  );
}
