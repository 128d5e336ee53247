/**
 * The cost of the site's history per build process (git log, cat-file, diffs, every page's history and feed), on
 * this checkout, then on fresh repositories of N synthetic pages and records with --commits editing commits.
 * Usage: npm run bench:history [-- --sizes 1000,5000] [--commits 200]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { DETAIL_KINDS } from '../lib/records/kinds';
import type { StatsRecord } from '../lib/schemas/stats-record';
import { siteHistory } from '../lib/site/changes';
import { changesFeed, kindFeed, newsFeed } from '../lib/site/feeds';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const sizes = arg('sizes', '1000,5000').split(',').map(Number).filter((n) => n > 0);
const extraCommits = Number(arg('commits', '200'));

/** Loads the content (not timed: the build loads it anyway), then times the whole history a build computes. */
function measure(contentDir: string) {
  const content = loadContent({ contentDir, publicDir: path.resolve('public') });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const history = siteHistory(content, contentDir);
  if (!history) throw new Error(`no history for ${contentDir}`);
  const recent = history.recent();
  let entries = 0;
  for (const page of content.wikiPages) entries += history.page(`/wiki/${page.slug}`)?.entries.length ?? 0;
  for (const kind of DETAIL_KINDS) for (const record of kind.records(content)) entries += history.page(`/${kind.id}/${record.slug}`)?.entries.length ?? 0;
  // The feeds' own history reads (their XML is the feed library's): in the same process, as in a build worker.
  if (contentDir === path.resolve('content')) for (const feed of [changesFeed, newsFeed, ...DETAIL_KINDS.map((k) => (c: typeof content) => kindFeed(k, c))]) feed(content);
  else for (const kind of DETAIL_KINDS) history.kindChanges(kind, 50);
  const ms = performance.now() - started;
  // CPU time of this process (git's own processes aside): wall time on a shared machine waits for cores too.
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, pages: content.wikiPages.length + DETAIL_KINDS.reduce((n, k) => n + k.records(content).length, 0), recent: recent.length, entries };
}

function syntheticRepo(n: number) {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), `history-bench-${n}-`));
  fs.cpSync('content', path.join(repo, 'content'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git('config', 'user.email', 'bench@example.invalid');
  git('config', 'user.name', 'Bench');
  git('config', 'commit.gpgsign', 'false');
  const sections = (JSON.parse(fs.readFileSync('content/wiki-sections.json', 'utf8')) as { id: string }[]).map((s) => s.id);
  const slug = (i: number) => `synthetic-page-${String(i).padStart(5, '0')}`;
  const page = (i: number, edit: number) =>
    [
      '---',
      `title: "Synthetic page ${i}"`,
      `heading: "Synthetic page ${i}"`,
      `description: "A generated page that measures the history (number ${i})."`,
      `hubLine: "Generated page number ${i}."`,
      'tags: []',
      `section: ${sections[i % sections.length]}`,
      `Link: ${slug(i)}`,
      `order: ${100 + i}`,
      '---',
      '',
      `Generated page ${i}.`,
      '',
      '## Details',
      '',
      `Details of item ${i}, edition ${edit}.`,
      '',
      '## Notes',
      '',
      `Notes on item ${i}.`,
      '',
    ].join('\n');
  for (let i = 0; i < n; i++) fs.writeFileSync(path.join(repo, 'content/wiki', `${slug(i)}.mdx`), page(i, 0));
  const structuresFile = path.join(repo, 'content/structures.json');
  const structures = JSON.parse(fs.readFileSync(structuresFile, 'utf8')) as StatsRecord[];
  const base = structures[0]!;
  const firstSynthetic = structures.length;
  for (let i = 0; i < n; i++) {
    structures.push({ ...base, slug: `synthetic-structure-${i}`, name: `Synthetic structure ${i}`, image: undefined, wiki: [], stats: [{ label: 'Size', value: `${i} blocks` }] });
  }
  const writeStructures = () => fs.writeFileSync(structuresFile, `${JSON.stringify(structures, null, 2)}\n`);
  writeStructures();
  git('add', '-A');
  git('commit', '-q', '-m', `bench: ${n} synthetic pages and records`);
  for (let c = 1; c <= extraCommits; c++) {
    for (let k = 0; k < 3; k++) {
      const i = (c * 7 + k * 131) % n;
      fs.writeFileSync(path.join(repo, 'content/wiki', `${slug(i)}.mdx`), page(i, c));
      structures[firstSynthetic + ((c * 13 + k * 17) % n)]!.stats = [{ label: 'Size', value: `${c} blocks` }];
    }
    writeStructures();
    git('commit', '-q', '-am', `bench: edit ${c}`);
  }
  return repo;
}

const rows: string[][] = [];
const real = measure(path.resolve('content'));
const commits = execFileSync('git', ['rev-list', '--count', 'HEAD'], { encoding: 'utf8' }).trim();
rows.push(['this checkout', String(real.pages), commits, String(real.recent), String(real.entries), `${(real.ms / 1000).toFixed(2)} s`, `${(real.cpuMs / 1000).toFixed(2)} s`]);
for (const n of sizes) {
  const repo = syntheticRepo(n);
  try {
    const m = measure(path.join(repo, 'content'));
    rows.push([`${n} synthetic pages + records`, String(m.pages), String(extraCommits + 1), String(m.recent), String(m.entries), `${(m.ms / 1000).toFixed(2)} s`, `${(m.cpuMs / 1000).toFixed(2)} s`]);
  } finally {
    fs.rmSync(repo, { recursive: true, force: true });
  }
}
const header = ['repository', 'pages with a history', 'commits', '/changes/ entries', 'page history entries', 'history step (wall)', 'CPU (this process)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, widths.map((w) => '-'.repeat(w)), ...rows]) console.log(`| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`);
