import path from 'node:path';
import { numberDifferences } from '../i18n/numbers';
import type { NumberStyle } from '../i18n/number-style';
import type { FactsByFile, PageFacts } from '../mdx/page-facts';
import type { Content } from '../model/collections';
import type { MdxFactsReader } from './check-mdx';
import type { ContentProblem } from './errors';

/** Everything a reader reads of a page's own text: its words from the frontmatter, headings and sections. */
function pageText(facts: PageFacts, frontmatter: object): string {
  const words = ['title', 'heading', 'description', 'hubLine'].map((key) => String(Reflect.get(frontmatter, key) ?? ''));
  return [...words, ...facts.headings.map((h) => h.text), ...facts.sections.map((s) => s.text)].join('\n');
}

/** Facts survive translation: a translated page states exactly the numbers of its English page. */
export function checkTranslatedNumbers(content: Content, english: Content, facts: FactsByFile, read: MdxFactsReader, style: NumberStyle, problems: ContentProblem[]) {
  for (const page of content.wikiPages) {
    if (!page.translation) continue;
    const translated = facts.get(page.file);
    if (!translated) continue;
    const englishPage = english.index.wikiPages.get(page.slug)!;
    const { missing, extra } = numberDifferences(pageText(read(path.resolve(page.file)), englishPage.frontmatter), pageText(translated, page.frontmatter), style);
    const list = (numbers: number[]) => numbers.map((n) => String(n)).join(', ');
    if (missing.length > 0) problems.push({ file: page.translation, record: 'body', message: `states no ${list(missing)}, which the English page (${page.file}) states: a translation keeps every number` });
    if (extra.length > 0) problems.push({ file: page.translation, record: 'body', message: `states ${list(extra)}, which the English page (${page.file}) does not: a translation adds no number` });
  }
}
