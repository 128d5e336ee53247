import { execFileSync } from 'node:child_process';

/** The build's one `git log` pass (./git-dates.ts, ./history.ts); blobs come later from `git cat-file --batch`. */

/** What a commit did to one file. */
export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed';

export interface FileChange {
  status: FileStatus;
  /** Path relative to the work tree (after the commit; the old path for a removed file). */
  path: string;
  /** A renamed file's path before the commit. */
  from?: string;
  /** Blob ids before and after (absent for an added or a removed side). */
  before?: string;
  after?: string;
}

export interface LogCommit {
  sha: string;
  date: Date;
  /** The first line of the commit message. */
  summary: string;
  files: FileChange[];
}

export function git(args: string[], cwd: string, input?: string): Buffer | undefined {
  try {
    return execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'ignore'], timeout: 120_000, maxBuffer: 1024 ** 3 });
  } catch {
    return undefined;
  }
}

/** Arguments of the one pass. `-M`: a renamed page is one change, not a removal and an addition. */
export const LOG_ARGS = ['log', '-z', '-M', '--raw', '--no-abbrev', '--format=%x1e%H %ct %s'];

const EMPTY_BLOB = /^0+$/;
const RAW = /^\n?:\d{6} \d{6} ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/;

/**
 * Parses `git log -z -M --raw --no-abbrev --format=%x1e%H %ct %s`: a "\x1e<sha> <time> <subject>" token per commit,
 * then a raw token and one or two paths per file (none for a merge).
 */
export function parseGitLog(output: string): LogCommit[] {
  const commits: LogCommit[] = [];
  const tokens = output.split('\0');
  let commit: LogCommit | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.replace(/^\n/, '');
    if (token.startsWith('\x1e')) {
      const [, sha = '', seconds = '0', summary = ''] = /^\x1e(\S+) (\d+) ?(.*)$/s.exec(token) ?? [];
      commit = { sha, date: new Date(Number(seconds) * 1000), summary: summary.trim(), files: [] };
      commits.push(commit);
      continue;
    }
    const raw = RAW.exec(token);
    if (!raw || !commit) continue;
    const [, before, after, letter] = raw as unknown as [string, string, string, string];
    const blobs = { before: EMPTY_BLOB.test(before) ? undefined : before, after: EMPTY_BLOB.test(after) ? undefined : after };
    if (letter === 'R' || letter === 'C') {
      const from = tokens[++i] ?? '';
      const to = tokens[++i] ?? '';
      // A copy leaves its source as it was: for the history it is an addition.
      commit.files.push(letter === 'R' ? { status: 'renamed', path: to, from, ...blobs } : { status: 'added', path: to, after: blobs.after });
    } else {
      const path = tokens[++i] ?? '';
      const status: FileStatus = letter === 'A' ? 'added' : letter === 'D' ? 'removed' : 'modified';
      commit.files.push({ status, path, ...blobs });
    }
  }
  return commits;
}

/** Why a work tree has no history to show. */
export type NoHistory = 'no-git' | 'shallow' | 'no-commits';

export interface GitLog {
  workTree: string;
  commits: LogCommit[];
  /** Set when the history is missing or cut short: a shallow clone knows only its newest commits. */
  incomplete?: NoHistory;
}

const logs = new Map<string, GitLog | undefined>();
const workTrees = new Map<string, string | undefined>();

/** The work tree that holds a directory (undefined: none, or no git). */
export function workTreeOf(dir: string): string | undefined {
  if (!workTrees.has(dir)) workTrees.set(dir, git(['rev-parse', '--show-toplevel'], dir)?.toString('utf8').trim() || undefined);
  return workTrees.get(dir);
}

/** The log of the work tree that holds `dir`, read once per build process; undefined outside a checkout. */
export function gitLogOf(dir: string): GitLog | undefined {
  const workTree = workTreeOf(dir);
  if (!workTree) return undefined;
  if (!logs.has(workTree)) {
    const output = git(LOG_ARGS, workTree);
    const commits = output ? parseGitLog(output.toString('utf8')) : [];
    const shallow = git(['rev-parse', '--is-shallow-repository'], workTree)?.toString('utf8').trim() === 'true';
    logs.set(workTree, { workTree, commits, incomplete: shallow ? 'shallow' : commits.length === 0 ? 'no-commits' : undefined });
  }
  return logs.get(workTree);
}

/** Each blob's text from one `git cat-file --batch` ("<id> missing" for blobs a partial clone lacks). */
export function readBlobs(workTree: string, ids: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return texts;
  const output = git(['cat-file', '--batch'], workTree, `${wanted.join('\n')}\n`);
  if (!output) return texts;
  let at = 0;
  while (at < output.length) {
    const lineEnd = output.indexOf(10, at);
    if (lineEnd < 0) break;
    const [id = '', type, size] = output.toString('utf8', at, lineEnd).split(' ');
    at = lineEnd + 1;
    if (type === undefined || size === undefined) continue;
    const bytes = Number(size);
    if (type === 'blob') texts.set(id, output.toString('utf8', at, at + bytes));
    at += bytes + 1;
  }
  return texts;
}
