import type { ContentProblem } from './errors';

/** Turns an MDX parse exception (syntax error, missing partial, a refused table) into a problem with file and line. */
export function mdxProblem(file: string, error: unknown): ContentProblem {
  type Point = { line?: number; column?: number };
  const e = error as { reason?: string; message?: string; line?: number; column?: number; place?: Point & { start?: Point }; code?: string; path?: string; source?: string };
  if (e.code === 'ENOENT') return { file, record: 'body', message: `imports "${e.path}", which does not exist` };
  const reason = e.reason ?? e.message ?? String(error);
  // Some parser messages carry no position fields, only "(line:column-line:column)" in their text.
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const point = e.place?.start ?? e.place ?? (e.line ? e : { line: Number(inText?.[1]) || undefined, column: Number(inText?.[2]) || undefined });
  const where = point.line ? ` at line ${point.line}${point.column ? `, column ${point.column}` : ''}` : '';
  // The site's own remark plugin (lib/mdx/remark-page-facts.mjs) reports content it cannot render well, not syntax.
  if (e.source === 'remark-page-facts') return { file, record: 'body', message: `${reason}${where}` };
  return { file, record: 'body', message: `MDX syntax error${where}: ${reason} (write &lt; for a literal "<" and avoid curly braces in prose)` };
}
