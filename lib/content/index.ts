// Reading content/ needs the file system: a client component that imports this fails the build with a clear message.
import 'server-only';
import { loadContent } from './load';
import type { Content, ContentIndex } from './types';

let cached: Content | undefined;

/** The validated content, loaded once per build process. */
export function getContent(): Content {
  cached ??= loadContent();
  return cached;
}

type IndexedKind = Exclude<keyof ContentIndex, 'kindRecords' | 'bossByWiki'>;
type EntryOf<K extends IndexedKind> = ContentIndex[K] extends ReadonlyMap<string, infer V> ? V : never;

/**
 * One record or page by slug. The loader has already checked every reference in content/, so a
 * miss is a bug in code, and the error says which lookup failed.
 */
export function getEntry<K extends IndexedKind>(kind: K, slug: string, content: Content = getContent()): EntryOf<K> {
  const entry = (content.index[kind] as ReadonlyMap<string, EntryOf<K>>).get(slug);
  if (!entry) throw new Error(`getEntry: no ${kind} entry "${slug}"`);
  return entry;
}

export type { Content, ContentIndex, GuideSection, WikiPage } from './types';
export { isBossDrop } from '../kinds';
