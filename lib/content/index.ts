// Reading content/ needs the file system: a client component that imports this fails the build with a clear message.
import 'server-only';
import { RECORD_COLLECTIONS, recordBySlug, type Content, type RecordCollection } from '../model/collections';
import { loadContent } from './load';
import type { WikiPage } from '../model/types';
import type { WikiSection } from '../schemas/wiki';

let cached: Content | undefined;

/** The validated content, loaded once per build process. */
export function getContent(): Content {
  cached ??= loadContent();
  return cached;
}

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

/**
 * One record or page by slug, typed by its kind ("bosses" → Boss). The loader has already checked every
 * reference in content/, so a miss is a bug in code, and the error says which lookup failed.
 */
export function getEntry<K extends EntryKind>(kind: K, slug: string, content: Content = getContent()): EntryOf<K> {
  const entry = lookup(kind, slug, content);
  if (!entry) throw new Error(`getEntry: no ${kind} entry "${slug}"`);
  // lookup() reads the collection or map named by `kind`, so the entry is of that kind's type.
  return entry as EntryOf<K>;
}

export type { ContentIndex, GuideSection, WikiPage } from '../model/types';
export type { Content } from '../model/collections';
