import type { ContentProblem } from './errors';
import type { Content } from '../model/collections';

/**
 * Rules of wiki sections that no schema can state: every section has a page (an empty heading in the
 * wiki index helps nobody), and every page a hub lists brings the line the hub shows for it.
 */
export function checkSections(c: Content, file: (name: string) => string, problems: ContentProblem[]) {
  for (const section of c.wikiSections) {
    const pages = c.wikiPages.filter((p) => p.frontmatter.section === section.id);
    if (pages.length === 0) {
      problems.push({ file: file('wiki-sections.json'), record: `"${section.id}"`, message: 'section has no pages (give a page `section: ' + section.id + '` or remove the section)' });
    }
    if (!section.hub) continue;
    for (const page of pages) {
      if (page.slug === section.hub || page.frontmatter.stub || page.frontmatter.hubLine) continue;
      problems.push({
        file: page.file,
        record: 'frontmatter',
        field: 'hubLine',
        message: `is required: the hub page "${section.hub}" of section "${section.id}" lists this page with this one line`,
      });
    }
  }
}
