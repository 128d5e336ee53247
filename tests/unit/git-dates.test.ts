import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitDatesOf, formatDisplayDate, isoDay, lastCommitDate } from '@/lib/history/git-dates';
import { parseGitLog } from '@/lib/history/git-log';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A throwaway repository with one file committed at `date`. */
function repoWithCommit(file: string, date: string) {
  const dir = tempDir();
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_DIR: undefined, GIT_WORK_TREE: undefined },
    });
  git('init', '-q');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'Test');
  git('config', 'commit.gpgsign', 'false');
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), 'first\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
  return { dir, git };
}

// Each test makes a git repository: a few git processes, slow on a busy machine.
describe('lastCommitDate', { timeout: 20_000 }, () => {
  it('reads the committer date of the last commit that touched the file', () => {
    const { dir } = repoWithCommit('content/wiki/koby.mdx', '2024-05-06T07:08:09+02:00');
    expect(lastCommitDate(path.join(dir, 'content/wiki/koby.mdx')).toISOString()).toBe('2024-05-06T05:08:09.000Z');
  });

  it('falls back to the modification time outside a git checkout', () => {
    const dir = tempDir();
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, 'text');
    const mtime = new Date('2023-01-02T03:04:05Z');
    fs.utimesSync(file, mtime, mtime);
    expect(lastCommitDate(file).toISOString()).toBe(mtime.toISOString());
  });

  it('falls back to the modification time for a file not committed yet', () => {
    const { dir } = repoWithCommit('a.mdx', '2024-05-06T07:08:09Z');
    const file = path.join(dir, 'new.mdx');
    fs.writeFileSync(file, 'draft');
    const mtime = new Date('2025-02-03T04:05:06Z');
    fs.utimesSync(file, mtime, mtime);
    expect(lastCommitDate(file).toISOString()).toBe(mtime.toISOString());
  });

  it('answers once per file and build: a later commit is not seen by the same process', () => {
    const { dir, git } = repoWithCommit('b.mdx', '2024-01-01T00:00:00Z');
    const file = path.join(dir, 'b.mdx');
    const first = lastCommitDate(file);
    fs.writeFileSync(file, 'second\n');
    git('commit', '-q', '-am', 'second');
    expect(lastCommitDate(file)).toBe(first);
  });

  it('dates every file of a repository from one log: each file its own newest commit, a renamed file its rename', () => {
    const { dir, git } = repoWithCommit('wiki/a.mdx', '2024-01-01T00:00:00Z');
    fs.writeFileSync(path.join(dir, 'wiki/b.mdx'), 'b\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'b', '--date', '2024-02-02T00:00:00Z');
    const later = { ...process.env, GIT_COMMITTER_DATE: '2024-03-03T00:00:00Z' };
    execFileSync('git', ['mv', 'wiki/b.mdx', 'wiki/c d.mdx'], { cwd: dir, env: later });
    execFileSync('git', ['commit', '-q', '-m', 'rename'], { cwd: dir, env: later });
    expect(lastCommitDate(path.join(dir, 'wiki/a.mdx')).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(lastCommitDate(path.join(dir, 'wiki/c d.mdx')).toISOString()).toBe('2024-03-03T00:00:00.000Z');
  });

  it('accepts a path relative to the working directory', () => {
    expect(lastCommitDate('package.json')).toBeInstanceOf(Date);
  });

  it('throws for a file that does not exist', () => {
    expect(() => lastCommitDate(path.join(tempDir(), 'missing.mdx'))).toThrow(/ENOENT/);
  });
});

describe('commitDatesOf (the log the build reads once)', () => {
  it('keeps the first (newest) date of each path and skips merges, which list no files', () => {
    const blob = (c: string) => c.repeat(40);
    const raw = (before: string, after: string, status: string) => `:100644 100644 ${before} ${after} ${status}`;
    const log =
      `\x1e${blob('c')} 200 Two files\0\n${raw(blob('1'), blob('2'), 'M')}\0a.mdx\0${raw(blob('0'), blob('3'), 'A')}\0b.mdx\0\0` +
      `\x1e${blob('b')} 150 Merge\0` +
      `\x1e${blob('a')} 100 First\0\n${raw(blob('0'), blob('1'), 'A')}\0a.mdx\0`;
    const commits = parseGitLog(log);
    expect(commits.map((c) => [c.summary, c.files.length])).toEqual([
      ['Two files', 2],
      ['Merge', 0],
      ['First', 1],
    ]);
    expect([...commitDatesOf(commits)].map(([file, date]) => [file, date.getTime() / 1000])).toEqual([
      ['a.mdx', 200],
      ['b.mdx', 200],
    ]);
  });
});

describe('date formatting', () => {
  it.each([
    ['2024-05-06T05:08:09Z', '2024-05-06', '6 May 2024'],
    ['2024-12-31T23:30:00-02:00', '2025-01-01', '1 January 2025'],
  ])('%s → %s, %s', (input, day, display) => {
    const date = new Date(input);
    expect(isoDay(date)).toBe(day);
    expect(formatDisplayDate(date)).toBe(display);
  });
});
