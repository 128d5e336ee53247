import type { z } from 'zod';
import { plural } from '../model/format';

/** One problem found in content/, located by file, record and field. */
export interface ContentProblem {
  /** Path relative to the project, e.g. "content/bosses.json". */
  file: string;
  /** Record identifier (slug or index) or "frontmatter". */
  record?: string;
  /** Dotted field path, e.g. "weapon.attackDamage". */
  field?: string;
  /** What was expected / what is wrong. */
  message: string;
  /** Line and column (1-based) of the offending value in `file` (lib/content/locate.ts), where it is known. */
  line?: number;
  column?: number;
}

/** "content/bosses.json:12:11 › record "mezul" › field "hp": …": the location first, as compilers print it, so editors link it. */
export function formatProblem(p: ContentProblem): string {
  const file = p.line === undefined ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`;
  const where = [file, p.record && `record ${p.record}`, p.field && `field "${p.field}"`].filter(Boolean).join(' › ');
  return `${where}: ${p.message}`;
}

/** Thrown by the loader; its message lists every problem, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Content validation failed with ${plural(problems.length, { one: 'problem', other: 'problems' })}:\n` +
        problems.map((p) => `  • ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

/** Turns one zod issue into a sentence saying what was expected. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const received = (issue as { input?: unknown }).input;
      return received === undefined
        ? `required field is missing (expected ${issue.expected})`
        : `expected ${issue.expected}, got ${JSON.stringify(received)}`;
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    default:
      return issue.message;
  }
}

/** Converts a failed zod parse into problems; `recordName` maps the first path key to a readable record id. */
export function problemsFromZod(
  file: string,
  error: Pick<z.ZodError, 'issues'>,
  recordName?: (key: PropertyKey) => string | undefined,
): ContentProblem[] {
  return error.issues.map((issue) => {
    // An unknown field is named as the field, so its location is the field's own line.
    const path = issue.code === 'unrecognized_keys' && issue.keys.length > 0 ? [...issue.path, issue.keys[0]!] : issue.path;
    const [first, ...rest] = path;
    const record = recordName && first !== undefined ? recordName(first) : undefined;
    if (record) {
      return { file, record, field: fieldPath(rest) || undefined, message: describeIssue(issue) };
    }
    return { file, field: fieldPath(path) || undefined, message: describeIssue(issue) };
  });
}
