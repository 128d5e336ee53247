import path from 'node:path';
import { collectionsOf, DETAIL_KINDS, type RecordKind } from '../records/kinds';
import { collectionFile, JSON_FILES, type JsonContent } from '../model/collections';
import { checkMdxBodies, readMdxFacts, wikiHeadingIds, type MdxFactsReader } from './check-mdx';
import { checkTranslatedNumbers } from './check-numbers';
import { crossCheck } from './cross-check';
import { ContentError, type ContentProblem } from './errors';
import { fillFrontmatterValues } from './frontmatter-values';
import { locateProblems } from './locate';
import { fillRecordValues } from './record-text';
import { buildIndex, buildRouteIndex } from './indexes';
import { readJsonFile } from './read-json';
import { readGuideSections, readWikiPages } from './read-mdx';
import { TranslationReader, translationDir } from './translations';
import type { WikiPage } from '../model/types';
import { ENGLISH_NUMBERS } from '../i18n/number-style';
import type { Content } from '../model/collections';

export type { ContentIndex, GuideSection, WikiPage } from '../model/types';
export type { Content } from '../model/collections';

export interface LoadOptions {
  /** Folder holding the content files (default: ./content). */
  contentDir?: string;
  /** Folder served at the site root, used to check image paths (default: ./public). */
  publicDir?: string;
  /** Compiles an MDX file to its facts for the loader's checks; `next build` skips it (the prebuild check has run). */
  mdxFacts?: MdxFactsReader;
  /** The record kinds to read, check and index (default: lib/records/kinds.ts DETAIL_KINDS; tests add one). */
  kinds?: readonly RecordKind[];
  /** A language of site.json `languages`: the content in its words, from content/translations/<code>/ (default English). */
  language?: string;
}

/** Reads, validates, indexes and cross-checks content/. Throws a ContentError listing every problem. */
export function loadContent(options: LoadOptions = {}): Content {
  const contentDir = options.contentDir ?? path.join(process.cwd(), 'content');
  const publicDir = options.publicDir ?? path.join(process.cwd(), 'public');
  const problems: ContentProblem[] = [];
  const rel = (file: string) => path.relative(process.cwd(), file) || file;

  const kinds = options.kinds ?? DETAIL_KINDS;

  const translation = options.language ? new TranslationReader(options.language, translationDir(contentDir, options.language), problems, rel) : undefined;
  const json: Partial<JsonContent> = {};
  const known = new Set(JSON_FILES.map((f) => f.key));
  // A kind's record file that lib/model/collections.ts does not declare (a test's fixture kind) is read with its own schema.
  const files = [...JSON_FILES, ...collectionsOf(kinds).filter((c) => !known.has(c.key))];
  for (const file of files) {
    const keyedRecords = 'keyed' in file && file.keyed === true;
    const fileName = collectionFile(file.key);
    const translate = translation && ((raw: unknown) => translation.translateJson(fileName, raw));
    (json as Record<string, unknown>)[file.key] = readJsonFile(path.join(contentDir, fileName), file.schema, problems, rel, { keyedRecords, translate });
  }
  const wikiPages = readWikiPages(path.join(contentDir, 'wiki'), problems, rel);
  const guideSections = readGuideSections(path.join(contentDir, 'guide'), problems, rel);
  translation?.translatePages('wiki', wikiPages, (page) => page.slug);
  translation?.translateTags(json as Record<string, unknown>, wikiPages);
  translation?.translatePages('guide', guideSections, (section) => section.fileStem);
  const facts = options.mdxFacts && readMdxFacts(wikiPages, guideSections, options.mdxFacts, problems);
  // A file that failed its schema leaves nothing to cross-check against.
  if (problems.length > 0) throw new ContentError(locateProblems(problems));
  const data = json as JsonContent;

  fillFrontmatterValues(wikiPages, data, problems);
  fillRecordValues(data, kinds, (name) => rel(path.join(contentDir, name)), problems);
  sortWikiPages(wikiPages, data);
  guideSections.sort((a, b) => a.frontmatter.order - b.frontmatter.order);
  const content: Content = {
    ...data,
    wikiPages,
    guideSections,
    routes: { ...buildRouteIndex(data, wikiPages, kinds), ...(facts && { wikiHeadings: wikiHeadingIds(wikiPages, facts) }) },
    index: buildIndex(data, wikiPages, kinds),
    language: translation
      ? { code: translation.code, numbers: data.site.languages.find((l) => l.code === translation.code)?.numbers ?? ENGLISH_NUMBERS, translatedRecords: translation.translatedRecords, translatedAbout: translation.hasAbout() }
      : { code: 'en', numbers: ENGLISH_NUMBERS },
  };
  crossCheck(content, { contentDir, publicDir, rel }, problems, kinds);
  if (facts) checkMdxBodies(content, facts, problems);
  if (facts && translation && options.mdxFacts) {
    const english = loadContent({ ...options, mdxFacts: undefined, language: undefined });
    checkTranslatedNumbers(content, english, facts, options.mdxFacts, content.language.numbers, problems);
  }
  if (problems.length > 0) throw new ContentError(locateProblems(problems));
  return content;
}

/** Section order of content/wiki-sections.json, then `order`, then title. */
function sortWikiPages(pages: WikiPage[], data: JsonContent) {
  const sectionOrder = new Map(data.wikiSections.map((s, i) => [s.id, i]));
  pages.sort(
    (a, b) =>
      (sectionOrder.get(a.frontmatter.section) ?? 99) - (sectionOrder.get(b.frontmatter.section) ?? 99) ||
      a.frontmatter.order - b.frontmatter.order ||
      a.frontmatter.title.localeCompare(b.frontmatter.title),
  );
}
