import fs from 'node:fs';
import { parse, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { fieldPath, problemsFromZod, type ContentProblem } from './errors';
import { droppedFields } from './unknown-fields';
import { pointAt } from './locate';
import { todoProblems, underTodo } from './todo';

/** A record's readable name for error messages: its slug or id, quoted. */
export function recordIdOf(raw: unknown): string | undefined {
  const r = raw as { slug?: unknown; id?: unknown } | undefined;
  const id = r?.slug ?? r?.id;
  return typeof id === 'string' ? `"${id}"` : undefined;
}

/** Reads and validates one JSON file, collecting problems so a build reports every broken file at once. */
export function readJsonFile<T>(
  file: string,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
  rel: (f: string) => string,
  { keyedRecords = false, translate }: { keyedRecords?: boolean; translate?: (raw: unknown) => void } = {},
): T | undefined {
  if (!fs.existsSync(file)) {
    problems.push({ file: rel(file), message: 'file is missing' });
    return undefined;
  }
  let raw: unknown;
  const text = fs.readFileSync(file, 'utf8');
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.push({ file: rel(file), ...syntaxErrorPoint(text), message: `is not valid JSON (${(error as Error).message})` });
    return undefined;
  }
  // Another language's words replace the English ones before the schema sees the file (lib/content/translations.ts).
  translate?.(raw);
  // The record a path is in, and the path inside it: a list's entry by its slug or id, a keyed file's entry by its key.
  const recordOf = ([first, ...rest]: (string | number)[]) => {
    if (Array.isArray(raw) && typeof first === 'number') return { record: recordIdOf(raw[first]) ?? `#${first}`, field: rest };
    if (keyedRecords && typeof first === 'string' && rest.length > 0) return { record: `"${first}"`, field: rest };
    return { field: first === undefined ? [] : [first, ...rest] };
  };
  // Placeholders of `npm run new` left unfilled: reported once each, in place of what the schema says of them.
  const todo = todoProblems(rel(file), raw, recordOf);
  problems.push(...todo.problems);
  const result = schema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const recordName = (key: PropertyKey) => {
      if (Array.isArray(raw) && typeof key === 'number') return recordIdOf(raw[key]) ?? `#${key}`;
      return keyedRecords && typeof key === 'string' ? `"${key}"` : undefined;
    };
    const issues = result.error.issues.filter((issue) => !underTodo(issue.path, todo.todos));
    problems.push(...problemsFromZod(rel(file), { issues }, recordName));
    return undefined;
  }
  for (const dropped of droppedFields(raw, result.data)) {
    const { record, field } = recordOf(dropped);
    problems.push({ file: rel(file), record, field: fieldPath(field), message: 'unknown field (misspelled? the schema in lib/schemas/ lists the fields)' });
  }
  return todo.problems.length > 0 ? undefined : result.data;
}

/** Where JSON.parse gave up, from a parser that reports offsets. */
function syntaxErrorPoint(text: string) {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  return errors[0] ? pointAt(text, errors[0].offset) : {};
}
