#!/usr/bin/env node
/**
 * Build cost as content grows: per N, a committed copy of the project with N synthetic pages and records runs each
 * `npm run build` step (wall time, peak memory, out/ size), then rebuilds warm after one page changes.
 * Usage: npm run bench:build [-- --sizes 100,1000] [--keep] [--search] [--from dir]
 *   --keep    keep the copies (their out/ can then go to `npm run bench:search -- <dir>/out`)
 *   --search  run the search-scale bench (scripts/bench-search-scale.mjs) on each size's build
 *   --from    the project to copy (default: this one), e.g. an older commit: git archive <commit> | tar -x -C /tmp/old
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printSearchScale, searchScaleRow } from './bench-search-scale.mjs';
import { printTable, ROOT } from './bench-shared.mjs';
import { filesUnder } from './out-files.mjs';

const { values: args } = parseArgs({ options: { sizes: { type: 'string', default: '100,1000' }, keep: { type: 'boolean' }, search: { type: 'boolean' }, from: { type: 'string' } } });
const sizes = args.sizes.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const SOURCE = args.from ? path.resolve(args.from) : ROOT;
const SKIP = new Set(['node_modules', 'out', '.next', '.git', '.cache', 'test-results', 'playwright-report', 'blob-report']);
const { scripts } = JSON.parse(fs.readFileSync(path.join(SOURCE, 'package.json'), 'utf8'));
/** `npm run build` step by step: its prebuild, then each command of the build script. */
const STEPS = [`npm run ${scripts.prebuild.replace(/^npm run /, '')}`, ...scripts.build.split(' && ')];
const stepName = (command) => command.replace(/^(npm run |node scripts\/|tsx scripts\/)/, '').replace(/ (out|serwist\.config\.mjs)$/, '');

/** A copy of the project sharing node_modules; Turbopack is rooted at "/" to follow the symlink. */
function copyProject(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wiki-bench-${n}-`));
  for (const entry of fs.readdirSync(SOURCE)) {
    if (!SKIP.has(entry) && !entry.endsWith('.tsbuildinfo')) fs.cpSync(path.join(SOURCE, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.renameSync(path.join(dir, 'next.config.mjs'), path.join(dir, 'next.config.base.mjs'));
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "import base from './next.config.base.mjs';\nexport default { ...base, turbopack: { ...base.turbopack, root: '/' } };\n");
  return dir;
}

const slug = (i) => `synthetic-page-${String(i).padStart(5, '0')}`;

/** N wiki pages spread over the real sections, each linking its neighbours (one by a heading), and N structure records. */
function addSyntheticContent(dir, n) {
  const content = path.join(dir, 'content');
  const read = (file) => JSON.parse(fs.readFileSync(path.join(content, file), 'utf8'));
  const sections = read('wiki-sections.json').map((s) => s.id);
  const tags = read('tags.json');
  for (let i = 0; i < n; i++) {
    const frontmatter = {
      title: `"Synthetic page ${i}"`, heading: `"Synthetic page ${i}"`, description: `"A generated page that measures how the build scales (number ${i})."`,
      hubLine: `"Generated page number ${i}."`, tags: `[${JSON.stringify(tags[i % tags.length])}, ${JSON.stringify(tags[(i * 7 + 3) % tags.length])}]`,
      section: sections[i % sections.length], Link: slug(i), order: 100 + i,
    };
    const body = [
      `Generated page ${i}. It links to [the next page](/wiki/${slug((i + 1) % n)}) and [the previous one](/wiki/${slug((i + n - 1) % n)}#details).`,
      `## Details\n\nSome text about item ${i}, with a link to [a boss](/bosses/${i % 2 ? 'mezul' : 'gozul'}).`,
      `## More\n\n| Grade | Value |\n| --- | --- |\n| Unique | ${i} |`,
      `### Notes\n\nLast section of page ${i}.\n`,
    ];
    const page = ['---', ...Object.entries(frontmatter).map(([k, v]) => `${k}: ${v}`), '---', '', body.join('\n\n')].join('\n');
    fs.writeFileSync(path.join(content, 'wiki', `${slug(i)}.mdx`), page);
  }
  const structures = read('structures.json');
  for (let i = 0; i < n; i++) {
    const words = ['ruin', 'tower', 'crypt', 'vault', 'shrine'][i % 5];
    const description = `A generated place number ${i}, with words to search: ${words} and floor ${(i % 50) + 1}.`;
    structures.push({ slug: `synthetic-structure-${String(i).padStart(5, '0')}`, name: `Synthetic structure ${i}`, description, tags: [tags[i % tags.length]], stats: [{ label: 'Index', value: String(i) }], wiki: [slug(i)] });
  }
  fs.writeFileSync(path.join(content, 'structures.json'), JSON.stringify(structures, null, 2));
}

/** Resident memory of a process and all its descendants, from /proc/<pid>/stat (KiB, 4 KiB pages). */
function treeRssKiB(rootPid) {
  const procs = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)).flatMap((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(pid), ppid: Number(fields[1]), kib: Number(fields[21]) * 4 }];
    } catch {
      return []; // the process ended while we read it
    }
  });
  let total = 0;
  for (const stack = [rootPid]; stack.length; ) {
    const pid = stack.pop();
    for (const p of procs) {
      if (p.pid === pid) total += p.kib;
      if (p.ppid === pid) stack.push(p.pid);
    }
  }
  return total;
}

/** Runs one step in dir (output appended to the log): its wall time and the peak memory of its process tree. */
function timedStep(dir, command, log) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    fs.appendFileSync(log, `\n$ ${command}\n`);
    const output = fs.openSync(log, 'a');
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${path.join(dir, 'node_modules/.bin')}:${process.env.PATH}` };
    const child = spawn('sh', ['-c', command], { cwd: dir, env, stdio: ['ignore', output, output] });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssKiB(child.pid))), 250);
    child.on('exit', (code) => {
      clearInterval(sampler);
      fs.closeSync(output);
      if (code === 0) resolve({ seconds: (performance.now() - start) / 1000, peakMiB: peak / 1024 });
      else reject(new Error(`${command} failed in ${dir} (exit ${code}); see ${log}`));
    });
  });
}

async function timedBuild(dir, message) {
  execFileSync('sh', ['-c', `git init -q; git add -A; git -c user.name=bench -c user.email=bench@example.invalid -c commit.gpgsign=false commit -q -m "${message}"`], { cwd: dir });
  const phases = {};
  let peakMiB = 0;
  for (const command of STEPS) {
    const step = await timedStep(dir, command, path.join(dir, 'build.log'));
    phases[stepName(command)] = step.seconds;
    peakMiB = Math.max(peakMiB, step.peakMiB);
  }
  return { seconds: Object.values(phases).reduce((a, b) => a + b, 0), phases, peakMiB };
}

const rows = [];
const searchRows = [];
for (const n of sizes) {
  const dir = copyProject(n);
  addSyntheticContent(dir, n);
  console.error(`bench:build N=${n}: building ${dir} …`);
  const first = await timedBuild(dir, `bench: ${n} synthetic pages and records`);
  const files = filesUnder(path.join(dir, 'out'));
  const bytes = files.reduce((sum, rel) => sum + fs.statSync(path.join(dir, 'out', rel)).size, 0);
  if (args.search) searchRows.push(await searchScaleRow(path.join(dir, 'out'), `N=${n}`));
  // One page's text changes (an editor's typical commit): the second build redoes only what depends on it.
  const changed = path.join(dir, 'content/wiki', `${slug(0)}.mdx`);
  fs.writeFileSync(changed, `${fs.readFileSync(changed, 'utf8').replace('title: "Synthetic page 0"', 'title: "Synthetic page 0, revised"')}\nOne more sentence.\n`);
  const second = await timedBuild(dir, 'bench: one page changed');
  rows.push({ n, dir, ...first, second, pages: files.filter((f) => f.endsWith('.html')).length, bytes });
  console.error(`  ${first.seconds.toFixed(1)} s, then ${second.seconds.toFixed(1)} s with one page changed`);
  if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
}

const s = (seconds) => seconds.toFixed(1);
console.log(`\nBuild cost (npm run build, step by step) on ${os.cpus().length} cores:\n`);
printTable(
  ['N pages + N records', 'HTML pages', 'build s', 'ms per page', 'peak MiB', 'out/ MiB', 'second build s (one page changed)'],
  rows.map((r) => [r.n, r.pages, s(r.seconds), ((r.seconds * 1000) / r.pages).toFixed(0), r.peakMiB.toFixed(0), (r.bytes / 1024 / 1024).toFixed(1), s(r.second.seconds)]),
);
console.log('\nSeconds per step (first build / second build):\n');
const names = STEPS.map(stepName);
printTable(['N', ...names], rows.map((r) => [r.n, ...names.map((p) => `${s(r.phases[p])} / ${s(r.second.phases[p])}`)]));
if (searchRows.length) {
  console.log('\nSearch at each size:\n');
  printSearchScale(searchRows);
}
if (args.keep) console.log(`\nkept: ${rows.map((r) => r.dir).join(', ')}`);
