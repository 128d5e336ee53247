/**
 * Lookups by slug, built once per record list and reused by every page of a build. A page that
 * scanned the whole list (`list.find(...)`) made the build quadratic in the number of records.
 * Keyed by the array itself, so a new content load gets new indexes.
 */
const indexes = new WeakMap<readonly object[], Map<string, unknown>>();

export function bySlug<T extends { slug: string }>(records: readonly T[]): ReadonlyMap<string, T> {
  let index = indexes.get(records) as Map<string, T> | undefined;
  if (!index) {
    index = new Map(records.map((record) => [record.slug, record]));
    indexes.set(records, index);
  }
  return index;
}

/** Memoises a derived value per record list (same idea as bySlug, for any index a page needs). */
export function derived<K extends object, V>(cache: WeakMap<K, V>, key: K, build: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}
