import { requestLanguage } from '../i18n/request';
import fs from 'node:fs';
import path from 'node:path';
import { gitLogOf, type GitLog, type LogCommit } from './git-log';

/**
 * When a source file last changed: the committer date of the last git commit that touched it, or the file's
 * modification time where git has no answer (outside a checkout, git not installed, a file not committed yet).
 * Build-time only (Node). A shallow clone knows only its newest commit, so CI should fetch full history
 * (`fetch-depth: 0`) for exact dates.
 *
 * One `git log` per repository and build process reads the dates of every file at once (as Starlight does),
 * instead of one git process per file: a build asks for thousands of files. It is the same pass the page
 * histories read (./git-log.ts).
 */

// One answer per file and build process: every page, the sitemap and feeds ask for the same files.
const cache = new Map<string, Date>();
/** Per work tree: the date of the newest commit of each file, by path relative to the work tree. */
const commitDates = new Map<string, Map<string, Date>>();

/**
 * The date of each path's newest commit, from the log's commits (newest first): the first date seen for a path is
 * its last commit's. A renamed file is dated by its rename (both its paths).
 */
export function commitDatesOf(commits: readonly LogCommit[]): Map<string, Date> {
  const dates = new Map<string, Date>();
  for (const commit of commits) {
    for (const file of commit.files) {
      for (const p of file.from ? [file.path, file.from] : [file.path]) if (!dates.has(p)) dates.set(p, commit.date);
    }
  }
  return dates;
}

function datesOfWorkTree(log: GitLog): Map<string, Date> {
  let dates = commitDates.get(log.workTree);
  if (!dates) {
    dates = commitDatesOf(log.commits);
    commitDates.set(log.workTree, dates);
  }
  return dates;
}

function gitCommitDate(absolute: string): Date | undefined {
  const real = fs.realpathSync(absolute);
  const log = gitLogOf(path.dirname(real));
  if (!log) return undefined;
  return datesOfWorkTree(log).get(path.relative(log.workTree, real).split(path.sep).join('/'));
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

const displayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "12 March 2025" (UTC) in the page's language ("12 de marzo de 2025"), formatted at build time so the HTML never
 * depends on the reader's clock.
 */
export function formatDisplayDate(date: Date, code: string = requestLanguage()): string {
  let format = displayFormats.get(code);
  if (!format) displayFormats.set(code, (format = new Intl.DateTimeFormat(code === 'en' ? 'en-GB' : code, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
