import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * When a source file last changed: the committer date of the last git commit that touched it, or the file's
 * modification time where git has no answer (outside a checkout, git not installed, a file not committed yet).
 * Build-time only (Node). A shallow clone knows only its newest commit, so CI should fetch full history
 * (`fetch-depth: 0`) for exact dates.
 *
 * One `git log` per repository and build process reads the dates of every file at once (as Starlight does),
 * instead of one git process per file: a build asks for thousands of files.
 */

// One answer per file and build process: every page, the sitemap and feeds ask for the same files.
const cache = new Map<string, Date>();
/** The work tree that holds each directory asked about (undefined: none, or no git). */
const workTrees = new Map<string, string | undefined>();
/** Per work tree: the date of the newest commit of each file, by path relative to the work tree. */
const commitDates = new Map<string, Map<string, Date>>();

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000, maxBuffer: 1024 ** 3 });
  } catch {
    return undefined;
  }
}

function workTreeOf(dir: string): string | undefined {
  if (!workTrees.has(dir)) workTrees.set(dir, git(['rev-parse', '--show-toplevel'], dir)?.trim() || undefined);
  return workTrees.get(dir);
}

/**
 * `git log --format=%x00%ct --name-status --no-renames -z` prints, newest commit first, NUL-separated:
 * "", the commit's Unix time, then a status ("\nM", "A", "D", …) and a path for each file it changed (a merge lists
 * none). The first date seen for a path is its last commit's.
 */
export function parseGitLogDates(output: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  const tokens = output.split('\0');
  let date: Date | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === '') {
      const seconds = tokens[i + 1];
      if (seconds && /^\d+$/.test(seconds)) {
        date = new Date(Number(seconds) * 1000);
        i++;
      }
    } else if (/^\n?[A-Z]$/.test(token) && date && i + 1 < tokens.length) {
      const file = tokens[++i]!;
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

function commitDatesOf(workTree: string): Map<string, Date> {
  let dates = commitDates.get(workTree);
  if (!dates) {
    const output = git(['log', '--format=%x00%ct', '--name-status', '--no-renames', '-z'], workTree);
    dates = output ? parseGitLogDates(output) : new Map();
    commitDates.set(workTree, dates);
  }
  return dates;
}

function gitCommitDate(absolute: string): Date | undefined {
  const real = fs.realpathSync(absolute);
  const workTree = workTreeOf(path.dirname(real));
  if (!workTree) return undefined;
  return commitDatesOf(workTree).get(path.relative(workTree, real).split(path.sep).join('/'));
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
