import { requestLanguage } from '../i18n/request';
import fs from 'node:fs';
import path from 'node:path';
import { gitLogOf, type GitLog, type LogCommit } from './git-log';

/**
 * When a source file last changed: its last commit's date, else its mtime. CI needs `fetch-depth: 0` for exact dates.
 * One `git log` reads every file's date at once (as Starlight does): a build asks for thousands of files.
 */

// One answer per file and build process: every page, the sitemap and feeds ask for the same files.
const cache = new Map<string, Date>();
/** Per work tree: the date of the newest commit of each file, by path relative to the work tree. */
const commitDates = new Map<string, Map<string, Date>>();

/** Each path's newest commit date (commits newest first); a renamed file is dated by its rename. */
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

/** "12 March 2025" (UTC) in the page's language, formatted at build time so the HTML never depends on the clock. */
export function formatDisplayDate(date: Date, code: string = requestLanguage()): string {
  let format = displayFormats.get(code);
  if (!format) displayFormats.set(code, (format = new Intl.DateTimeFormat(code === 'en' ? 'en-GB' : code, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
