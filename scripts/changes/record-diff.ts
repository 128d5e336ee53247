/**
 * What changed in content/'s JSON files, field by field, read with each collection's schema (defaults filled):
 * "bosses/mezul: hp 2,000 → 2,400".
 */
import { isDeepStrictEqual } from 'node:util';
import { collectionFile, JSON_FILES } from '../../lib/model/collections';

export interface FieldChange {
  /** "bosses/mezul", "site", "pages/wiki". */
  record: string;
  /** "hp", "labels.header.menu"; empty for a record added or removed. */
  field: string;
  /** Undefined where the record or field did not exist. */
  before?: unknown;
  after?: unknown;
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: Json) => (isObject(v) ? (typeof v.slug === 'string' ? v.slug : typeof v.id === 'string' ? v.id : undefined) : undefined);
/** A list whose every entry has a slug or an id: its entries are records, matched by it. */
const isRecordList = (v: Json): v is Record<string, Json>[] => Array.isArray(v) && v.length > 0 && v.every((item) => idOf(item) !== undefined);

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** The values that differ between two JSON values, by field path; lists of scalars compare whole. */
function leafChanges(before: Json, after: Json, path = ''): { field: string; before?: Json; after?: Json }[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => leafChanges(before[key], after[key], join(path, key)));
  }
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].some((v) => typeof v === 'object' && v !== null)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => leafChanges(before[i], after[i], join(path, i))).flat();
  }
  return [{ field: path, before, after }];
}

/** The field changes of one file's content: records by id in a record list, top-level keys in a keyed file. */
export function fileChanges(name: string, before: Json, after: Json, keyed = false): FieldChange[] {
  const recordsOf = (v: Json): Map<string, Json> | undefined => {
    if (isRecordList(v)) return new Map(v.map((r) => [idOf(r)!, r]));
    if (keyed && isObject(v)) return new Map(Object.entries(v));
    return undefined;
  };
  const [old, now] = [recordsOf(before), recordsOf(after)];
  if (!old || !now) return leafChanges(before, after).map((c) => ({ record: name, ...c }));
  const changes: FieldChange[] = [];
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const record = `${name}/${id}`;
    if (!old.has(id)) changes.push({ record, field: '', after: now.get(id) });
    else if (!now.has(id)) changes.push({ record, field: '', before: old.get(id) });
    else changes.push(...leafChanges(old.get(id), now.get(id)).map((c) => ({ record, ...c })));
  }
  return changes;
}

/** One version of content/: a JSON file's text by its name in content/, or undefined where it does not exist. */
export type ContentReader = (file: string) => string | undefined;

/** A file's data as its schema reads it (defaults filled in), its raw JSON if the schema refuses it, or a note. */
function dataOf(text: string | undefined, schema: (typeof JSON_FILES)[number]['schema']): Json {
  if (text === undefined) return undefined;
  let raw: Json;
  try {
    raw = JSON.parse(text);
  } catch {
    return '(not valid JSON)';
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : raw;
}

/** Every field change in the JSON files of content/ between two versions. */
export function contentChanges(before: ContentReader, after: ContentReader): FieldChange[] {
  return JSON_FILES.flatMap((file) => {
    const name = collectionFile(file.key);
    const [old, now] = [before(name), after(name)];
    if (old === now) return [];
    const keyed = 'keyed' in file && file.keyed === true;
    return fileChanges(name.replace(/\.json$/, ''), dataOf(old, file.schema), dataOf(now, file.schema), keyed);
  });
}

/** A value as a reader of the report takes it in: numbers grouped ("2,400"), text quoted and cut short. */
export function formatValue(value: Json): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** "bosses/mezul: hp 2,000 → 2,400"; "bosses/new-boss: added". */
export function describeChange(change: FieldChange): string {
  if (!change.field) return `${change.record}: ${change.before === undefined ? 'added' : 'removed'}`;
  return `${change.record}: ${change.field} ${formatValue(change.before)} → ${formatValue(change.after)}`;
}
