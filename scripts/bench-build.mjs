#!/usr/bin/env node
/**
 * Build cost as content grows. For each N it copies the project (without node_modules, out/, .next/;
 * node_modules is symlinked) to a temp dir, adds N synthetic wiki pages and N synthetic structure
 * records (valid frontmatter, tags, sections and links, so the build accepts them), commits it to a fresh git
 * repository (the build reads git dates, as in CI), runs the steps of `npm run build` one by one (content check,
 * next build, share images, finishing the pages, …) and records each step's wall time, the peak memory of the whole process
 * tree (sampled from /proc) and the size of out/. Then it changes one page and builds again in the same folder
 * (warm caches: .next/cache, .cache/share-images, .cache/finished-pages), as CI does with kept caches. Then, on the largest build, it
 * types into the /structures/ search box in Chromium (Playwright) and times each keystroke: from the input
 * event to the next painted frame. Cost must grow linearly: the table prints time and memory per page.
 *
 * Usage: npm run bench:build [-- --sizes 100,1000,5000] [--keep] [--no-browser] [--from dir]
 *   --from  the project to copy (default: this one), e.g. an export of an older commit:
 *           mkdir /tmp/old && git archive <commit> | tar -x -C /tmp/old
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseArgs, printTable, ROOT } from './bench-shared.mjs';
import { filesUnder } from './out-files.mjs';
import { startStaticServer } from './serve-static.mjs';
import { printSearchScale, searchScale } from './bench-search-scale.mjs';

const args = parseArgs();
const sizes = String(args.sizes ?? '100,1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const SOURCE = typeof args.from === 'string' ? path.resolve(args.from) : ROOT;
const SKIP = new Set(['node_modules', 'out', '.next', '.git', '.cache', 'test-results', 'playwright-report', 'blob-report']);

/** A copy of the project that shares node_modules; Turbopack is rooted at "/" to follow the symlink. */
function copyProject(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wiki-bench-${n}-`));
  for (const entry of fs.readdirSync(SOURCE)) {
    if (SKIP.has(entry) || entry.endsWith('.tsbuildinfo')) continue;
    fs.cpSync(path.join(SOURCE, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.renameSync(path.join(dir, 'next.config.mjs'), path.join(dir, 'next.config.base.mjs'));
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "import base from './next.config.base.mjs';\nexport default { ...base, turbopack: { ...base.turbopack, root: '/' } };\n",
  );
  return dir;
}

const pad = (i) => String(i).padStart(5, '0');

/** N wiki pages spread over the real sections, each linking its neighbours (and a heading of one). */
function addSyntheticContent(dir, n) {
  const content = path.join(dir, 'content');
  const sections = JSON.parse(fs.readFileSync(path.join(content, 'wiki-sections.json'), 'utf8')).map((s) => s.id);
  const tags = JSON.parse(fs.readFileSync(path.join(content, 'tags.json'), 'utf8'));
  const slug = (i) => `synthetic-page-${pad(i)}`;
  for (let i = 0; i < n; i++) {
    const next = slug((i + 1) % n);
    const previous = slug((i + n - 1) % n);
    const page = [
      '---',
      `title: "Synthetic page ${i}"`,
      `heading: "Synthetic page ${i}"`,
      `description: "A generated page that measures how the build scales (number ${i})."`,
      // Sections with a hub page list each of their pages with one line.
      `hubLine: "Generated page number ${i}."`,
      `tags: [${JSON.stringify(tags[i % tags.length])}, ${JSON.stringify(tags[(i * 7 + 3) % tags.length])}]`,
      `section: ${sections[i % sections.length]}`,
      `Link: ${slug(i)}`,
      `order: ${100 + i}`,
      '---',
      '',
      `Generated page ${i}. It links to [the next page](/wiki/${next}) and [the previous one](/wiki/${previous}#details).`,
      '',
      '## Details',
      '',
      `Some text about item ${i}, with a link to [a boss](/bosses/${i % 2 ? 'mezul' : 'gozul'}).`,
      '',
      '## More',
      '',
      '| Grade | Value |',
      '| --- | --- |',
      `| Unique | ${i} |`,
      '',
      '### Notes',
      '',
      `Last section of page ${i}.`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(content, 'wiki', `${slug(i)}.mdx`), page);
  }
  const structuresFile = path.join(content, 'structures.json');
  const structures = JSON.parse(fs.readFileSync(structuresFile, 'utf8'));
  for (let i = 0; i < n; i++) {
    structures.push({
      slug: `synthetic-structure-${pad(i)}`,
      name: `Synthetic structure ${i}`,
      description: `A generated place number ${i}, with words to search: ${['ruin', 'tower', 'crypt', 'vault', 'shrine'][i % 5]} and floor ${(i % 50) + 1}.`,
      tags: [tags[i % tags.length]],
      stats: [{ label: 'Index', value: String(i) }],
      wiki: [slug(i)],
    });
  }
  fs.writeFileSync(structuresFile, JSON.stringify(structures, null, 2));
}

/** Sum of the resident memory of a process and all its descendants, from /proc (KiB). */
function treeRssKiB(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * The steps of `npm run build` (its prebuild, then the build script), so each gets its own time. The bench
 * fails when package.json's build changes, rather than time something else than what it says.
 */
const BUILD_STEPS = [
  { phase: 'content check', command: 'npm run check:content' },
  { phase: 'next build', command: 'next build' },
  { phase: 'share images', command: 'npm run share-images' },
  { phase: 'finish pages', command: 'node scripts/finish-pages.mjs out' },
  { phase: 'plain text', command: 'tsx scripts/plain-text.ts out' },
  { phase: 'service worker', command: 'serwist build serwist.config.mjs' },
];
const PHASES = BUILD_STEPS.map((s) => s.phase);
{
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const steps = [`npm run ${scripts.prebuild.replace(/^npm run /, '')}`, ...scripts.build.split(' && ')];
  if (steps.join(' && ') !== BUILD_STEPS.map((s) => s.command).join(' && ')) {
    throw new Error(`bench-build: package.json's prebuild + build ("${steps.join(' && ')}") no longer match BUILD_STEPS`);
  }
}

/** Runs one command in dir (output appended to log); resolves with its wall time and peak tree memory. */
function timedCommand(dir, command, log) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    fs.appendFileSync(log, `\n$ ${command}\n`);
    const output = fs.openSync(log, 'a');
    const child = spawn('sh', ['-c', command], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${path.join(dir, 'node_modules', '.bin')}:${process.env.PATH}` },
      stdio: ['ignore', output, output],
    });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRssKiB(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      fs.closeSync(output);
      if (code !== 0) reject(new Error(`${command} failed in ${dir} (exit ${code}); see ${log}`));
      else resolve({ seconds: (performance.now() - start) / 1000, peakMiB: peak / 1024 });
    });
  });
}

/** The whole build, step by step: total and per-phase seconds, peak memory. */
async function timedBuild(dir, log) {
  const phases = {};
  let peakMiB = 0;
  for (const { phase, command } of BUILD_STEPS) {
    const result = await timedCommand(dir, command, log);
    phases[phase] = result.seconds;
    peakMiB = Math.max(peakMiB, result.peakMiB);
  }
  return { seconds: Object.values(phases).reduce((a, b) => a + b, 0), phases, peakMiB };
}

/** A git repository of the copy, as a CI checkout is: the build dates pages from git. */
function commitAll(dir, message) {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.invalid' };
  const git = (...args) => execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
  if (!fs.existsSync(path.join(dir, '.git'))) git('init', '-q');
  git('add', '-A');
  git('-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message);
}

/** One page's text changes (an editor's typical commit): the second build must redo only what depends on it. */
function changeOnePage(dir) {
  const file = path.join(dir, 'content', 'wiki', 'synthetic-page-00000.mdx');
  fs.appendFileSync(file, '\nOne more sentence, added between two builds.\n');
  const text = fs.readFileSync(file, 'utf8').replace('title: "Synthetic page 0"', 'title: "Synthetic page 0, revised"');
  fs.writeFileSync(file, text);
}

function folderStats(dir) {
  const files = filesUnder(dir);
  return { files: files.length, bytes: files.reduce((n, rel) => n + fs.statSync(path.join(dir, rel)).size, 0), pages: files.filter((rel) => rel.endsWith('.html')).length };
}

/**
 * Types a query into the list's search box and times each keystroke in the page: until the next painted
 * frame (how soon the box answers) and until the list shows that query's result count (how soon the cards
 * follow). `expectedCount(prefix)` is the number of records the list must show for each prefix.
 */
async function keystrokeTimes(out, listPath, query, expectedCount) {
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1', log: false });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${server.address().port}${listPath}`, { timeout: 300_000 });
    await page.waitForLoadState('networkidle', { timeout: 300_000 });
    // Wait until the header's theme toggle, which only renders once React has hydrated, is there before typing.
    await page.waitForFunction(() => document.querySelector('header button[aria-pressed]') !== null, undefined, { timeout: 300_000 });
    const cards = await page.locator('main article').count();
    const steps = [...query].map((_, i) => {
      const n = expectedCount(query.slice(0, i + 1));
      return { text: query.slice(0, i + 1), status: `Found ${n} result${n === 1 ? '' : 's'}` };
    });
    const times = await page.evaluate(async (keystrokes) => {
      const input = document.querySelector('main input[type="search"]');
      const status = document.querySelector('main [role="status"]');
      if (!input || !status) throw new Error('no search box or result count on the page');
      input.focus();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const result = [];
      for (const { text, status: expected } of keystrokes) {
        await nextFrame();
        const start = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await nextFrame();
        const paint = performance.now() - start;
        while (status.textContent !== expected) {
          if (performance.now() - start > 30_000) throw new Error(`the list never showed "${expected}" for "${text}"`);
          await nextFrame();
        }
        result.push({ paint, results: performance.now() - start });
      }
      return result;
    }, steps);
    return { cards, shown: await page.locator('main article').count(), times };
  } finally {
    await browser.close();
    server.close();
  }
}

const rows = [];
const searchRows = [];
let largest;
for (const n of sizes) {
  const dir = copyProject(n);
  addSyntheticContent(dir, n);
  commitAll(dir, `bench: ${n} synthetic pages and records`);
  const log = path.join(dir, 'build.log');
  console.error(`bench:build N=${n}: building ${dir} …`);
  const first = await timedBuild(dir, log);
  const out = folderStats(path.join(dir, 'out'));
  console.error(`  ${first.seconds.toFixed(1)} s, peak ${first.peakMiB.toFixed(0)} MiB, ${out.pages} pages`);
  // Search at this size (scripts/bench-search-scale.mjs): index files, first-query bytes, query times at 4× CPU slowdown.
  if (!args['no-browser']) searchRows.push({ label: `N=${n}`, ...(await searchScale(path.join(dir, 'out'))) });
  console.error('  one page changed, building again …');
  changeOnePage(dir);
  commitAll(dir, 'bench: one page changed');
  const second = await timedBuild(dir, log);
  console.error(`  second build ${second.seconds.toFixed(1)} s`);
  rows.push({ n, dir, ...first, second, ...out });
  if (largest && !args.keep) fs.rmSync(largest.dir, { recursive: true, force: true });
  largest = rows.at(-1);
}

const secondsOf = (seconds) => seconds.toFixed(1);
console.log(`\nBuild cost (npm run build, step by step) on ${os.cpus().length} cores:\n`);
const base = rows[0];
printTable(
  ['N pages + N records', 'HTML pages', 'build s', 'ms per page', 'peak MiB', 'out/ MiB', 'KiB per page', 'time vs linear', 'second build s', 'second / first'],
  rows.map((r) => [
    r.n,
    r.pages,
    secondsOf(r.seconds),
    ((r.seconds * 1000) / r.pages).toFixed(1),
    r.peakMiB.toFixed(0),
    (r.bytes / 1024 / 1024).toFixed(1),
    (r.bytes / 1024 / r.pages).toFixed(1),
    // How the time per added page compares with the smallest N (1.00 = linear).
    r === base ? '1.00' : ((r.seconds - base.seconds) / (r.pages - base.pages) / (base.seconds / base.pages)).toFixed(2),
    secondsOf(r.second.seconds),
    (r.second.seconds / r.seconds).toFixed(2),
  ]),
);
console.log('\nPer phase, seconds (first build / second build with one page changed, caches warm):\n');
printTable(
  ['N', ...PHASES],
  rows.map((r) => [r.n, ...PHASES.map((p) => `${secondsOf(r.phases[p])} / ${secondsOf(r.second.phases[p])}`)]),
);

if (!args['no-browser'] && largest) {
  const records = JSON.parse(fs.readFileSync(path.join(largest.dir, 'content', 'structures.json'), 'utf8'));
  // The structures list searches name and description (lib/records/list-items.ts), case-insensitively, query trimmed.
  const expectedCount = (prefix) => {
    const needle = prefix.trim().toLowerCase();
    return records.filter((r) => !needle || `${r.name}\n${r.description}`.toLowerCase().includes(needle)).length;
  };
  const query = 'synthetic structure 42';
  const { cards, shown, times } = await keystrokeTimes(path.join(largest.dir, 'out'), '/structures/', query, expectedCount);
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return [pick(0.5).toFixed(1), pick(0.9).toFixed(1), sorted.at(-1).toFixed(1)];
  };
  console.log(`\nList filter in Chromium on /structures/ of the N=${largest.n} build (${records.length} records, ${cards} cards), typing "${query}" one key at a time (${shown} cards left):\n`);
  printTable(
    ['records', 'keystrokes', 'to next paint: median ms', 'p90 ms', 'max ms', 'to results shown: median ms', 'p90 ms', 'max ms'],
    [[records.length, times.length, ...stats(times.map((t) => t.paint)), ...stats(times.map((t) => t.results))]],
  );
  console.log('\n(to next paint: from the input event to the next frame on screen; to results shown: until the result count matches the query)');
}
if (searchRows.length) {
  console.log('\nSearch as the site grows:\n');
  printSearchScale(searchRows);
}
if (!args.keep && largest) fs.rmSync(largest.dir, { recursive: true, force: true });
else if (args.keep) console.log(`\nkept: ${rows.map((r) => r.dir).join(', ')}`);
