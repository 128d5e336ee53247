import type { ContentProblem } from './errors';
import type { Content } from '../model/collections';

/** Section rules no schema states: every section has a page, every hub-listed page its line, one layout each. */
export function checkSections(c: Content, file: (name: string) => string, problems: ContentProblem[]) {
  const layoutsOf = new Map(c.wikiSections.map((s) => [s.id, [] as string[]]));
  for (const [layout, { sections }] of Object.entries(c.pageLayouts)) {
    sections.forEach((id, i) => {
      const layouts = layoutsOf.get(id);
      if (layouts) layouts.push(layout);
      else problems.push({ file: file('page-layouts.json'), record: `"${layout}"`, field: `sections[${i}]`, message: `refers to wiki section "${id}", which does not exist` });
    });
  }
  for (const [id, layouts] of layoutsOf) {
    if (layouts.length === 1) continue;
    problems.push({
      file: file('page-layouts.json'),
      record: layouts[1] ? `"${layouts[1]}"` : undefined,
      message: layouts.length === 0 ? `wiki section "${id}" has no page layout: add it to one layout's "sections"` : `wiki section "${id}" is in more than one layout (${layouts.join(', ')})`,
    });
  }
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
