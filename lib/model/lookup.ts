import type { Content } from './types';

type RecordFileKey = 'bosses' | 'npcs' | 'gear' | 'structures' | 'animations';

/**
 * The record stored under `slug` in the loader's index for `key`, taken from `records` (the validated file).
 * The one lookup every caller goes through; it imports no schema, so display code that tools also run in the
 * browser (lib/records/facts.ts) does not pull zod into their bundles.
 */
export function indexedRecord<R>(content: Content, key: string, records: readonly R[], slug: string): R | undefined {
  const position = content.index.records.get(key)?.get(slug);
  return position === undefined ? undefined : records[position];
}

/** A record of one of the record files by slug. */
export function recordAt<K extends RecordFileKey>(content: Content, key: K, slug: string): Content[K][number] | undefined {
  return indexedRecord<Content[K][number]>(content, key, content[key], slug);
}
