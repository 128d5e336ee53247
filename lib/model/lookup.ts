import type { ContentIndex } from './types';

/** The record under `slug` in the index for `key`; imports no schema, so browser code does not pull in zod. */
export function indexedRecord<R>(content: { index: ContentIndex }, key: string, records: readonly R[], slug: string): R | undefined {
  const position = content.index.records.get(key)?.get(slug);
  return position === undefined ? undefined : records[position];
}

type ItemOf<T> = T extends readonly (infer R)[] ? R : never;

/** A record of one of the record files (a key of lib/model/collections.ts RECORD_COLLECTIONS) by slug. */
export function recordAt<C extends { index: ContentIndex }, K extends keyof C & string>(content: C, key: K, slug: string): ItemOf<C[K]> | undefined {
  return indexedRecord(content, key, content[key] as readonly ItemOf<C[K]>[], slug);
}
