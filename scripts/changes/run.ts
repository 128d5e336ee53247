/** `npm run changes -- <base>`: builds the ref and the working tree and reports changed pages, fields and pictures. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseBuild, commitOf, runBuild } from './builds';
import { compareBuilds, type BuildComparison } from './compare-builds';
import { contentChanges, type FieldChange } from './record-diff';
import { reportMarkdown, summary, type ReportInput } from './report';
import { screenshotPages, type PageToShoot } from './screenshots';

export interface ChangesOptions {
  /** The repository's working tree. */
  cwd: string;
  /** The git ref to compare with (a branch, a commit, HEAD~1). */
  base: string;
  /** The command that builds the site into out/ (default: npm run build). */
  buildCommand?: string;
  /** Where the report and pictures go (default: <cwd>/changes). */
  reportDir?: string;
  /** Where base builds are kept (default: <cwd>/.cache/changes). */
  cacheDir?: string;
  /** Use this export of the base instead of building it. */
  baseOut?: string;
  /** Use this export of the working tree instead of building it (CI that has built it already). */
  headOut?: string;
  /** Pictures of at most this many pages (default 20): a change to a shared label reaches every page. */
  maxScreenshots?: number;
  previewUrl?: string;
  log?: (line: string) => void;
}

export interface ChangesResult extends ReportInput {
  reportFile: string;
  summary: string;
}

/** A content/ file at a commit, or undefined where the commit has none. */
function contentAt(cwd: string, commit: string) {
  return (name: string) => {
    try {
      return execFileSync('git', ['show', `${commit}:content/${name}`], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 ** 2 });
    } catch {
      return undefined;
    }
  };
}

const contentNow = (cwd: string) => (name: string) => {
  const file = path.join(cwd, 'content', name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
};

/** The pages to picture: changed ones first, then added and removed ones, up to the limit. */
function pagesToShoot(c: BuildComparison, max: number): { shoot: PageToShoot[]; unshot: string[] } {
  const all: PageToShoot[] = [
    ...c.changed.map((p) => ({ url: p.url, removed: p.removed, added: p.added })),
    ...c.added.map((url) => ({ url, added: [] })),
    ...c.removed.map((url) => ({ url, removed: [] })),
  ];
  return { shoot: all.slice(0, max), unshot: all.slice(max).map((p) => p.url) };
}

export async function runChanges(options: ChangesOptions): Promise<ChangesResult> {
  const { cwd, base } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const buildCommand = options.buildCommand ?? 'npm run build';
  const reportDir = options.reportDir ?? path.join(cwd, 'changes');
  const cacheDir = options.cacheDir ?? path.join(cwd, '.cache', 'changes');
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

  const commit = commitOf(cwd, base);
  const baseOut = options.baseOut ?? baseBuild({ cwd, commit, buildCommand, cacheDir, log });
  let headOut = options.headOut;
  if (!headOut) {
    log(`Working tree: building (${buildCommand}) at ${seconds()}`);
    runBuild(cwd, buildCommand, path.join(cacheDir, 'head-build.log'));
    headOut = path.join(cwd, 'out');
  }
  log(`Comparing the two builds page by page at ${seconds()}`);
  const comparison = compareBuilds(baseOut, headOut);
  const fields: FieldChange[] = contentChanges(contentAt(cwd, commit), contentNow(cwd));

  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  const { shoot, unshot } = pagesToShoot(comparison, options.maxScreenshots ?? 20);
  if (shoot.length > 0) log(`Pictures of ${shoot.length} pages at 375 px at ${seconds()}`);
  const shots = await screenshotPages(shoot, baseOut, headOut, path.join(reportDir, 'shots'));

  const input: ReportInput = { base, commit, comparison, fields, shots, unshot, dir: reportDir, previewUrl: options.previewUrl };
  const reportFile = path.join(reportDir, 'report.md');
  fs.writeFileSync(reportFile, reportMarkdown(input));
  fs.writeFileSync(path.join(reportDir, 'changes.json'), `${JSON.stringify({ base, commit, ...comparison, fields }, null, 2)}\n`);
  log(`Done in ${seconds()}`);
  return { ...input, reportFile, summary: summary(input, path.relative(cwd, reportFile)) };
}
