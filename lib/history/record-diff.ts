import { isDeepStrictEqual } from 'node:util';
import type { RecordCollection } from '../model/collections';
import type { CollectionRecord } from '../model/types';

/** A record file's changes by slug and field; a record failing today's schema on either side is only "changed". */

export interface RecordChange<R extends CollectionRecord = CollectionRecord> {
  slug: string;
  /** The record's name in the newer version that has one (read without the schema). */
  name: string;
  status: 'added' | 'removed' | 'changed';
  /** The record before and after, as today's schema reads it (absent on a side that fails it or has no record). */
  before?: R;
  after?: R;
  /** False when a side that has the record fails today's schema: the change can only be called "changed". */
  valid: boolean;
  /** Top-level fields whose value differs (in the JSON as written). */
  fields: string[];
}

type Raw = Record<string, unknown>;

const isRecordObject = (value: unknown): value is Raw & { slug: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Raw).slug === 'string';

// Each version is the newer side of one change and the older side of the next: parsed and checked once.
const parsedVersions = new Map<string, Map<string, Raw> | undefined>();
const checked = new WeakMap<Raw, CollectionRecord | undefined>();

/** The records of one version by slug; undefined when the text is not a JSON array (then the file just "changed"). */
function recordsBySlug(text: string | undefined): Map<string, Raw> | undefined {
  if (text === undefined) return new Map();
  if (!parsedVersions.has(text)) parsedVersions.set(text, parseRecords(text));
  return parsedVersions.get(text);
}

function parseRecords(text: string): Map<string, Raw> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(data)) return undefined;
  return new Map(data.filter(isRecordObject).map((r) => [r.slug, r]));
}

function validated<R extends CollectionRecord>(collection: RecordCollection<R>, raw: Raw | undefined): R | undefined {
  if (!raw) return undefined;
  if (!checked.has(raw)) {
    const result = collection.schema.safeParse([raw]);
    checked.set(raw, result.success ? result.data[0] : undefined);
  }
  // Checked with this collection's schema: a raw record belongs to one file.
  return checked.get(raw) as R | undefined;
}

/** The record changes between two texts of a file, in the newer order (removed last), or undefined. */
export function diffRecordFile<R extends CollectionRecord>(collection: RecordCollection<R>, before: string | undefined, after: string | undefined): RecordChange<R>[] | undefined {
  const old = recordsBySlug(before);
  const now = recordsBySlug(after);
  if (!old || !now) return undefined;
  const changes: RecordChange<R>[] = [];
  const compare = (slug: string, a: Raw | undefined, b: Raw | undefined) => {
    if (a && b && isDeepStrictEqual(a, b)) return;
    const fields = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].filter((key) => !isDeepStrictEqual(a?.[key], b?.[key]));
    const beforeRecord = validated(collection, a);
    const afterRecord = validated(collection, b);
    const name = [b?.name, a?.name].find((n): n is string => typeof n === 'string') ?? slug;
    changes.push({
      slug,
      name,
      status: !a ? 'added' : !b ? 'removed' : 'changed',
      before: beforeRecord,
      after: afterRecord,
      valid: (!a || beforeRecord !== undefined) && (!b || afterRecord !== undefined),
      fields,
    });
  };
  for (const [slug, record] of now) compare(slug, old.get(slug), record);
  for (const [slug, record] of old) if (!now.has(slug)) compare(slug, record, undefined);
  return changes;
}

/** Changed entries of a data file: by `id` or `slug` in an array, by key in an object; undefined if unreadable so. */
export function changedEntries(before: string | undefined, after: string | undefined): { key: string; status: RecordChange['status'] }[] | undefined {
  const entries = (text: string | undefined): Map<string, unknown> | undefined => {
    if (text === undefined) return new Map();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return undefined;
    }
    if (Array.isArray(data)) {
      const keyOf = (item: unknown) => (typeof item === 'object' && item !== null ? ((item as Raw).id ?? (item as Raw).slug) : undefined);
      if (!data.every((item) => typeof keyOf(item) === 'string')) return undefined;
      return new Map(data.map((item) => [keyOf(item) as string, item]));
    }
    return typeof data === 'object' && data !== null ? new Map(Object.entries(data)) : undefined;
  };
  const old = entries(before);
  const now = entries(after);
  if (!old || !now) return undefined;
  const changed: { key: string; status: RecordChange['status'] }[] = [];
  for (const [key, value] of now) {
    if (!old.has(key)) changed.push({ key, status: 'added' });
    else if (!isDeepStrictEqual(old.get(key), value)) changed.push({ key, status: 'changed' });
  }
  for (const key of old.keys()) if (!now.has(key)) changed.push({ key, status: 'removed' });
  return changed;
}
