import fs from 'node:fs';
import type { z } from 'zod';
import { fieldPath, problemsFromZod, type ContentProblem } from './errors';
import { droppedFields } from './unknown-fields';

/** A record's readable name for error messages: its slug or id, quoted. */
export function recordIdOf(raw: unknown): string | undefined {
  const r = raw as { slug?: unknown; id?: unknown } | undefined;
  const id = r?.slug ?? r?.id;
  return typeof id === 'string' ? `"${id}"` : undefined;
}

/**
 * Reads one JSON file and validates it. Problems are collected, not thrown, so one build
 * reports every broken file at once; `undefined` means the file could not be used.
 * `keyedRecords`: the file is an object whose top-level keys name its records (pages.json: page ids).
 */
export function readJsonFile<T>(
  file: string,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
  rel: (f: string) => string,
  { keyedRecords = false }: { keyedRecords?: boolean } = {},
): T | undefined {
  if (!fs.existsSync(file)) {
    problems.push({ file: rel(file), message: 'file is missing' });
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({ file: rel(file), message: `is not valid JSON (${(error as Error).message})` });
    return undefined;
  }
  const result = schema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const recordName = (key: PropertyKey) => {
      if (Array.isArray(raw) && typeof key === 'number') return recordIdOf(raw[key]) ?? `#${key}`;
      return keyedRecords && typeof key === 'string' ? `"${key}"` : undefined;
    };
    problems.push(...problemsFromZod(rel(file), result.error, recordName));
    return undefined;
  }
  for (const [first, ...rest] of droppedFields(raw, result.data)) {
    const record =
      Array.isArray(raw) && typeof first === 'number' ? (recordIdOf(raw[first]) ?? `#${first}`) : keyedRecords && rest.length > 0 ? `"${String(first)}"` : undefined;
    const field = record ? fieldPath(rest) : fieldPath([first!, ...rest]);
    problems.push({ file: rel(file), record, field, message: 'unknown field (misspelled? the schema in lib/schemas/ lists the fields)' });
  }
  return result.data;
}

