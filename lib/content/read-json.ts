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
 */
export function readJsonFile<T>(file: string, schema: z.ZodType<T>, problems: ContentProblem[], rel: (f: string) => string): T | undefined {
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
    const recordName = (i: number) => (Array.isArray(raw) ? (recordIdOf(raw[i]) ?? `#${i}`) : undefined);
    problems.push(...problemsFromZod(rel(file), result.error, recordName));
    return undefined;
  }
  for (const [first, ...rest] of droppedFields(raw, result.data)) {
    const record = Array.isArray(raw) && typeof first === 'number' ? (recordIdOf(raw[first]) ?? `#${first}`) : undefined;
    const field = record ? fieldPath(rest) : fieldPath([first!, ...rest]);
    problems.push({ file: rel(file), record, field, message: 'unknown field (misspelled? the schema in lib/schemas/ lists the fields)' });
  }
  return result.data;
}

