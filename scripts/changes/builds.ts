/**
 * The two builds `npm run changes` compares: the ref's, in a temporary worktree kept under .cache/changes/<commit>/,
 * and the working tree's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit a ref names, or an error that says which ref. */
export function commitOf(cwd: string, ref: string): string {
  try {
    return git(cwd, 'rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(`"${ref}" names no commit of the repository in ${cwd}`);
  }
}

/** The build's caches a worktree starts from: read-only ones as hard links (their writers replace files, never edit them), the rest copied. */
const LINKED_CACHES = ['.cache/share-images'];
const COPIED_CACHES = ['.next/cache'];
/** How many base builds .cache/changes keeps. */
const KEPT_BUILDS = 3;

/** Runs the build command in `cwd`; its output goes to `log`. Throws with the log's last lines when it fails. */
export function runBuild(cwd: string, command: string, log: string) {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  // The typecheck is not what this is about, and costs ~20 s a build (next.config.mjs reads TYPECHECK_DONE).
  const result = spawnSync(command, { cwd, shell: true, stdio: ['ignore', out, out], env: { ...process.env, TYPECHECK_DONE: '1', NEXT_TELEMETRY_DISABLED: '1' } });
  fs.closeSync(out);
  if (result.status !== 0) {
    const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`"${command}" failed in ${cwd} (full output: ${log}):\n${tail}`);
  }
}

/** Removes all but the newest KEPT_BUILDS base builds. */
function pruneCache(cacheDir: string) {
  const builds = fs
    .readdirSync(cacheDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[0-9a-f]{40}$/.test(e.name))
    .map((e) => ({ dir: path.join(cacheDir, e.name), time: fs.statSync(path.join(cacheDir, e.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { dir } of builds.slice(KEPT_BUILDS)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface BaseBuildOptions {
  cwd: string;
  commit: string;
  buildCommand: string;
  /** Where finished base builds are kept (.cache/changes). */
  cacheDir: string;
  log: (line: string) => void;
}

/** The out/ folder of the site at `commit`: from the cache, or built in a temporary worktree and then cached. */
export function baseBuild({ cwd, commit, buildCommand, cacheDir, log }: BaseBuildOptions): string {
  const kept = path.join(cacheDir, commit);
  const out = path.join(kept, 'out');
  if (fs.existsSync(path.join(kept, 'complete'))) {
    log(`Base ${commit.slice(0, 7)}: the build kept in ${path.relative(cwd, kept) || kept}`);
    fs.utimesSync(kept, new Date(), new Date());
    return out;
  }
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'wiki-changes-base-'));
  fs.rmSync(tree, { recursive: true });
  log(`Base ${commit.slice(0, 7)}: building in a temporary worktree (${tree})`);
  git(cwd, 'worktree', 'add', '--detach', tree, commit);
  try {
    // Hard links, not a symlink: Turbopack refuses packages that resolve outside the project root.
    if (fs.existsSync(path.join(cwd, 'node_modules'))) execFileSync('cp', ['-al', path.join(cwd, 'node_modules'), path.join(tree, 'node_modules')]);
    for (const cache of [...LINKED_CACHES, ...COPIED_CACHES]) {
      const from = path.join(cwd, cache);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(tree, cache)), { recursive: true });
      execFileSync('cp', [LINKED_CACHES.includes(cache) ? '-al' : '-r', from, path.join(tree, cache)]);
    }
    runBuild(tree, buildCommand, path.join(cacheDir, 'base-build.log'));
    fs.rmSync(kept, { recursive: true, force: true });
    fs.mkdirSync(kept, { recursive: true });
    fs.renameSync(path.join(tree, 'out'), out);
    fs.writeFileSync(path.join(kept, 'complete'), `${new Date().toISOString()}\n`);
    pruneCache(cacheDir);
    return out;
  } finally {
    git(cwd, 'worktree', 'remove', '--force', tree);
  }
}
