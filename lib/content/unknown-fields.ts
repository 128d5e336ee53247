/**
 * zod drops object keys that a schema does not name, so a misspelled optional field ("imgae") would
 * vanish without a word. This finds them by comparing the raw JSON with the parsed value.
 * Returns the path of every key of `raw` that is missing from `parsed`.
 */
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
