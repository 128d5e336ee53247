import { fieldPath, type ContentProblem } from './errors';
import { pointAt } from './locate';

/** `npm run new` writes "TODO: …" placeholders, which may pass their schema, so the content check refuses each one. */

/** The word that starts every placeholder. */
export const TODO = 'TODO';

/** A placeholder with what to write instead: "TODO: a number above 0". */
export const todo = (hint: string) => `${TODO}: ${hint}`;

/** True for a value that is still a placeholder of `npm run new`. */
export const isTodo = (value: unknown): value is string => typeof value === 'string' && new RegExp(`^\\s*${TODO}\\b`).test(value);

/** Every placeholder string inside a value, with its path. */
export function todoPaths(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (isTodo(value)) return [{ path: at, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => todoPaths(item, [...at, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => todoPaths(item, [...at, key]));
  return [];
}

export const todoMessage = (value: string) => `still holds the placeholder "${value.trim()}" that npm run new wrote: fill it in`;

/** True when a zod issue's path lies at or under a placeholder's (the placeholder's problem already says it). */
export const underTodo = (issuePath: readonly PropertyKey[], todos: readonly { path: (string | number)[] }[]) =>
  todos.some((t) => t.path.every((key, i) => issuePath[i] === key));

/** TODO lines of an MDX body (line start, after a heading or bullet, or an attribute); `source` is the file. */
export function bodyTodoProblems(file: string, source: string, bodyStart: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const marker = new RegExp(`(?:^[\\s#>*-]*|=")(${TODO}\\b[^"\\n]*)`, 'gm');
  for (const match of source.slice(bodyStart).matchAll(marker)) {
    const offset = bodyStart + match.index + match[0].length - match[1]!.length;
    problems.push({ file, record: 'body', ...pointAt(source, offset), message: todoMessage(match[1]!) });
  }
  return problems;
}

/** The problems of placeholders left in a JSON file's data or a page's frontmatter, for the record they are in. */
export function todoProblems(
  file: string,
  data: unknown,
  recordOf: (path: (string | number)[]) => { record?: string; field: (string | number)[] },
): { problems: ContentProblem[]; todos: { path: (string | number)[] }[] } {
  const todos = todoPaths(data);
  const problems = todos.map(({ path, value }) => {
    const { record, field } = recordOf(path);
    return { file, record, field: fieldPath(field) || undefined, message: todoMessage(value) };
  });
  return { problems, todos };
}
