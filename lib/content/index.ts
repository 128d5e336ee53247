// Reading content/ needs the file system: a client component that imports this fails the build with a clear message.
import 'server-only';
import { RECORD_COLLECTIONS, recordBySlug, type Content, type RecordCollection } from '../model/collections';
import { loadContent } from './load';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { ENGLISH_NUMBERS } from '../i18n/number-style';
import { requestLanguage } from '../i18n/request';
import { setNumberStyleSource } from '../model/format';
import type { WikiPage } from '../model/types';
import type { WikiSection } from '../schemas/wiki';

const loaded = new Map<string, Content>();

/** The validated content in a language (default: the page being rendered's), loaded once per process and language. */
export function getContent(code: string = requestLanguage()): Content {
  let content = loaded.get(code);
  if (!content) {
    content = loadContent(code === DEFAULT_LANGUAGE ? {} : { language: knownLanguage(code) });
    loaded.set(code, content);
  }
  return content;
}

/** Every language of the site, English first (site.json `languages`). */
export function siteLanguages(): string[] {
  return [DEFAULT_LANGUAGE, ...getContent(DEFAULT_LANGUAGE).site.languages.map((l) => l.code)];
}

function knownLanguage(code: string): string {
  if (!siteLanguages().includes(code)) throw new Error(`getContent: "${code}" is not a language of content/site.json`);
  return code;
}

// Numbers on a page are written the way its language writes them (lib/model/format.ts).
// The languages' styles come from the English site.json, loaded first (knownLanguage): reading them from the page's
// own content would recurse while that content loads, since loading writes numbers.
setNumberStyleSource(() => {
  const code = requestLanguage();
  return code === DEFAULT_LANGUAGE ? ENGLISH_NUMBERS : (getContent(DEFAULT_LANGUAGE).site.languages.find((l) => l.code === code)?.numbers ?? ENGLISH_NUMBERS);
});

type RecordCollections = typeof RECORD_COLLECTIONS;
type RecordOf<C> = C extends RecordCollection<infer R> ? R : never;
interface PageEntries {
  wikiPages: WikiPage;
  wikiSections: WikiSection;
}
type EntryKind = keyof RecordCollections | keyof PageEntries;
type EntryOf<K extends EntryKind> = K extends keyof RecordCollections ? RecordOf<RecordCollections[K]> : K extends keyof PageEntries ? PageEntries[K] : never;

function lookup(kind: EntryKind, slug: string, content: Content) {
  if (kind === 'wikiPages') return content.index.wikiPages.get(slug);
  if (kind === 'wikiSections') return content.index.wikiSections.get(slug);
  return recordBySlug<RecordOf<RecordCollections[typeof kind]>>(RECORD_COLLECTIONS[kind], slug, content);
}

/** One record or page by slug, typed by kind; the loader checked every reference, so a miss is a bug and throws. */
export function getEntry<K extends EntryKind>(kind: K, slug: string, content: Content = getContent()): EntryOf<K> {
  const entry = lookup(kind, slug, content);
  if (!entry) throw new Error(`getEntry: no ${kind} entry "${slug}"`);
  // lookup() reads the collection or map named by `kind`, so the entry is of that kind's type.
  return entry as EntryOf<K>;
}

export type { ContentIndex, GuideSection, WikiPage } from '../model/types';
export type { Content } from '../model/collections';
