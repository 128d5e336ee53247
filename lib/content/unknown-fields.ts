/** Paths of `raw`'s keys missing from `parsed`: zod drops unknown keys, so a misspelled field would vanish silently. */
export function droppedFields(raw: unknown, parsed: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) => (i < parsed.length ? droppedFields(item, parsed[i], [...path, i]) : []));
  }
  if (isPlainObject(raw) && isPlainObject(parsed)) {
    return Object.keys(raw).flatMap((key) => (key in parsed ? droppedFields(raw[key], parsed[key], [...path, key]) : [[...path, key]]));
  }
  return [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
