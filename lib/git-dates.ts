import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * When a source file last changed: the committer date of the last git commit that touched it, or the file's
 * modification time where git has no answer (outside a checkout, git not installed, a file not committed yet).
 * Build-time only (Node). A shallow clone knows only its newest commit, so CI should fetch full history
 * (`fetch-depth: 0`) for exact dates.
 */

// One answer per file and build process: every page, the sitemap and feeds ask for the same files.
const cache = new Map<string, Date>();

function gitCommitDate(absolute: string): Date | undefined {
  try {
    const output = execFileSync('git', ['log', '-1', '--format=%cI', '--', path.basename(absolute)], {
      cwd: path.dirname(absolute),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    const date = output ? new Date(output) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  } catch {
    return undefined;
  }
}

/** Date of the last commit of `file` (absolute, or relative to the working directory), falling back to its mtime. */
export function lastCommitDate(file: string): Date {
  const absolute = path.resolve(file);
  const cached = cache.get(absolute);
  if (cached) return cached;
  const date = gitCommitDate(absolute) ?? fs.statSync(absolute).mtime;
  cache.set(absolute, date);
  return date;
}

/** "2025-03-12" (UTC): for `<time dateTime>` and the sitemap's lastmod. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const displayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "12 March 2025" (UTC), formatted at build time so the HTML never depends on the reader's clock. */
export function formatDisplayDate(date: Date): string {
  return displayFormat.format(date);
}
