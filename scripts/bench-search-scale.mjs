#!/usr/bin/env node
/**
 * What search costs on one built site (out/): the size of the index files, the bytes the first query downloads,
 * each query's time and the keystroke's main-thread time in real Chromium at Lighthouse's 4× CPU slowdown, and
 * the memory the search holds. `npm run bench:build` calls `searchScale` for each N; run alone for out/:
 *
 *   node scripts/bench-search-scale.mjs [out-dir]
 *
 * Sizes are gzipped at level 6 (as a CDN sends them; the server here serves gzip only). The first query is the
 * first exact-name query of tests/fixtures/search-queries.json; the timed queries are all its literal queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL, printTable, ROOT } from './bench-shared.mjs';
import { startStaticServer } from './serve-static.mjs';

const CPU_SLOWDOWN = 4;
const QUERY_SET = path.join(ROOT, 'tests/fixtures/search-queries.json');

const gz = (file) => gzipSync(fs.readFileSync(file), { level: GZIP_LEVEL }).length;

/** Raw and gzipped bytes of the names file and of all shards. */
function indexSizes(out) {
  const dir = path.join(out, 'search');
  const shardsDir = path.join(dir, 'shards');
  const shards = fs.readdirSync(shardsDir).map((f) => path.join(shardsDir, f));
  const names = path.join(dir, 'names.json');
  return {
    namesRaw: fs.statSync(names).size,
    namesGzip: gz(names),
    shardFiles: shards.length,
    shardsRaw: shards.reduce((n, f) => n + fs.statSync(f).size, 0),
    shardsGzip: shards.reduce((n, f) => n + gz(f), 0),
  };
}

/** The search code of the build: the chunks holding the dialog (its label) or MiniSearch, which no other code contains. */
function searchChunks(out) {
  const dir = path.join(out, '_next/static/chunks');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && /Search the wiki|MiniSearch/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => path.join(dir, f));
}

/**
 * The most a first one-word query can download, from the files alone (deterministic, for budgets.json): the search
 * code, the names file, the largest term shard and the largest text shards, one per result the dialog shows.
 */
export function firstQueryWorstCase(out, resultLimit = 10) {
  const shardsDir = path.join(out, 'search/shards');
  const shards = fs.readdirSync(shardsDir).map((f) => ({ f, bytes: gz(path.join(shardsDir, f)) }));
  const largest = (prefix, n) => shards.filter((s) => s.f.startsWith(prefix)).map((s) => s.bytes).sort((a, b) => b - a).slice(0, n);
  const parts = [...searchChunks(out).map(gz), gz(path.join(out, 'search/names.json')), ...largest('t-', 1), ...largest('x-', resultLimit)];
  return parts.reduce((a, b) => a + b, 0);
}

/** Queries of the query set that need no content lookup (no {name} placeholder). */
function literalQueries() {
  const { queries } = JSON.parse(fs.readFileSync(QUERY_SET, 'utf8'));
  return queries.map((q) => q.query).filter((q) => !q.includes('{'));
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

/**
 * Opens search on the home page of `out` in Chromium at 4× CPU slowdown, counts the bytes on the wire until the
 * first query's results show, then types every query one key at a time and records the engine's time per query
 * (its "search-query" User Timing measures) and each keystroke's time from the input event to the next frame.
 */
export async function searchScale(out, { firstQuery = 'Mezul', queries = literalQueries() } = {}) {
  const sizes = indexSizes(out);
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1', log: false, gzipOnly: true });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'],
  });
  try {
    // A first visit's bytes on the wire: the offline worker would answer from its precache (and count nothing).
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const cdp = await page.context().newCDPSession(page);
    // A search that never answers should say why: the page's errors go to stderr.
    page.on('console', (m) => m.type() === 'error' && console.error(`page console: ${m.text()}`));
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`http://127.0.0.1:${server.address().port}/`, { timeout: 300_000 });
    await page.waitForFunction(() => document.querySelector('header button[aria-pressed]') !== null, undefined, { timeout: 300_000 });
    await page.waitForLoadState('networkidle');
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Only search's own files count: the search code, the worker's chunks, /search/ (not a page's late chunks).
    // Playwright reports a dedicated worker's requests on its page, so the shards a worker fetches count too.
    const code = new Set(searchChunks(out).map((f) => `/${path.relative(out, f).split(path.sep).join('/')}`));
    const isSearch = (p) => p.startsWith('/search/') || code.has(p) || p.includes('turbopack-worker');
    const firstQueryFiles = [];
    const counting = [];
    const onFinished = (request) => {
      const p = new URL(request.url()).pathname;
      if (isSearch(p)) counting.push(request.sizes().then((sizes) => firstQueryFiles.push({ path: p, bytes: sizes.responseBodySize + sizes.responseHeadersSize })));
    };
    page.on('requestfinished', onFinished);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the wiki' });
    await input.fill(firstQuery);
    await page.getByRole('option').first().waitFor({ timeout: 300_000 });
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onFinished);
    await Promise.all(counting);
    const firstQueryBytes = firstQueryFiles.reduce((n, f) => n + f.bytes, 0);
    const worker = page.workers().length > 0;

    // Frame gaps of the idle page at this slowdown, for comparison: what the machine costs without search.
    const idleGaps = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const gaps = [];
          let last = performance.now();
          const tick = (now) => {
            gaps.push(now - last);
            last = now;
            if (gaps.length < 60) requestAnimationFrame(tick);
            else resolve(gaps);
          };
          requestAnimationFrame(tick);
        }),
    );
    // A trace of the typing: every main-thread task, and how much of it was script.
    const tracing = traceMainThread(cdp);
    await tracing.start();
    const timings = await page.evaluate(async (list) => {
      const field = document.querySelector('dialog input[role="combobox"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const measures = () => performance.getEntriesByName('search-query').length;
      const keystrokes = [];
      const queryTimes = [];
      // The longest gap between two frames while typing: how long the main thread was blocked at most.
      const frameGaps = [];
      let typing = true;
      let last = performance.now();
      const tick = (now) => {
        frameGaps.push(now - last);
        last = now;
        if (typing) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      for (const query of list) {
        for (let i = 1; i <= query.length; i++) {
          await nextFrame();
          const start = performance.now();
          setValue.call(field, query.slice(0, i));
          field.dispatchEvent(new Event('input', { bubbles: true }));
          await nextFrame();
          keystrokes.push(performance.now() - start);
        }
        // The whole query's own measure (the last one once its results are in).
        const before = measures();
        setValue.call(field, `${query} `);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        const deadline = performance.now() + 60_000;
        while (measures() === before && performance.now() < deadline) await nextFrame();
        queryTimes.push(performance.getEntriesByName('search-query').at(-1).duration);
      }
      typing = false;
      return { keystrokes, queryTimes, frameGaps };
    }, queries);

    const tasks = await tracing.stop();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('HeapProfiler.collectGarbage');
    const pageHeap = (await cdp.send('Runtime.getHeapUsage')).usedSize - heapBefore;
    const workerHeap = worker ? await page.workers()[0].evaluate(() => globalThis.performance?.memory?.usedJSHeapSize ?? 0).catch(() => 0) : 0;
    return {
      ...sizes,
      firstQuery,
      firstQueryBytes,
      firstQueryFiles: firstQueryFiles.length,
      worker,
      queries: queries.length,
      queryMedianMs: quantile(timings.queryTimes, 0.5),
      queryP95Ms: quantile(timings.queryTimes, 0.95),
      keystrokes: timings.keystrokes.length,
      keystrokeP95Ms: quantile(timings.keystrokes, 0.95),
      keystrokeMaxMs: Math.max(...timings.keystrokes),
      frameGapP95Ms: quantile(timings.frameGaps, 0.95),
      frameGapMaxMs: Math.max(...timings.frameGaps),
      idleFrameGapP95Ms: quantile(idleGaps, 0.95),
      taskP95Ms: quantile(tasks.map((t) => t.ms), 0.95),
      taskMaxMs: Math.max(...tasks.map((t) => t.ms)),
      tasksOver16: tasks.filter((t) => t.ms > 16).length,
      scriptP95Ms: quantile(tasks.map((t) => t.scriptMs), 0.95),
      scriptMaxMs: Math.max(...tasks.map((t) => t.scriptMs)),
      // The three longest tasks and the two with the most script, what each was made of.
      longestTasks: [...new Set([...[...tasks].sort((a, b) => b.ms - a.ms).slice(0, 3), ...[...tasks].sort((a, b) => b.scriptMs - a.scriptMs).slice(0, 2)])]
        .filter((t) => t.ms > 16)
        .map((t) => `${t.ms.toFixed(1)} ms (script ${t.scriptMs.toFixed(1)}): ${t.parts().join(', ')}`),
      heapBytes: pageHeap + workerHeap,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Records a Chromium trace between start() and stop(); stop() returns the page's main-thread tasks (RunTask),
 * each with its length and the part of it spent in script (event handlers, timers, promise callbacks). The rest
 * of a task is the browser drawing the frame (style, layout, paint).
 */
function traceMainThread(cdp) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  return {
    start: async () => {
      cdp.on('Tracing.dataCollected', collect);
      await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
    },
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      // The page's renderer is the one whose main thread ran the typing's script.
      const isMain = (e) => main.some((m) => m.pid === e.pid && m.tid === e.tid);
      const slices = events.filter((e) => e.ph === 'X' && e.dur && isMain(e));
      const scripts = slices.filter((e) => ['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks'].includes(e.name));
      const busiest = new Map();
      for (const e of slices.filter((s) => s.name === 'RunTask')) busiest.set(e.pid, (busiest.get(e.pid) ?? 0) + e.dur);
      const pid = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
      return slices
        .filter((e) => e.name === 'RunTask' && e.pid === pid)
        .map((task) => {
          const end = task.ts + task.dur;
          // Outermost script slices inside the task (nested ones are inside them).
          const inside = scripts.filter((e) => e.pid === pid && e.ts >= task.ts && e.ts + e.dur <= end);
          const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
          // What the task was made of, worked out only for the few tasks the table describes.
          return { ms: task.dur / 1000, scriptMs: outer.reduce((n, e) => n + e.dur, 0) / 1000, parts: () => selfTimes(slices, pid, task) };
        });
    },
  };
}

/** What a long task was made of: the trace events inside it by self time (ms), longest first, with the script's URL. */
function selfTimes(slices, pid, task) {
  const end = task.ts + task.dur;
  const inside = slices.filter((e) => e.pid === pid && e.ts >= task.ts && e.ts + e.dur <= end).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const self = new Map();
  const label = (e) => {
    const url = e.args?.data?.url ?? e.args?.data?.scriptName ?? '';
    return url ? `${e.name} ${url.replace(/^https?:\/\/[^/]+/, '')}` : e.name;
  };
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) self.set(label(stack.at(-1)), (self.get(label(stack.at(-1))) ?? 0) - e.dur);
    self.set(label(e), (self.get(label(e)) ?? 0) + e.dur);
    stack.push(e);
  }
  return [...self].filter(([, us]) => us > 500).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** One table row per measured site. */
export function printSearchScale(rows) {
  printTable(
    ['site', 'names KiB raw/gz', 'shards (files) KiB raw/gz', 'first query KiB (files)', 'worker', 'query ms median/p95', 'keystroke→frame ms p95/max', 'frame gap ms p95/max', 'idle frame gap p95', 'main-thread task ms p95/max (over 16 ms)', 'script in a task ms p95/max', 'heap MiB'],
    rows.map(({ label, ...r }) => [
      label,
      `${kib(r.namesRaw)} / ${kib(r.namesGzip)}`,
      `(${r.shardFiles}) ${kib(r.shardsRaw)} / ${kib(r.shardsGzip)}`,
      `${kib(r.firstQueryBytes)} (${r.firstQueryFiles})`,
      r.worker ? 'yes' : 'no',
      `${r.queryMedianMs.toFixed(1)} / ${r.queryP95Ms.toFixed(1)}`,
      `${r.keystrokeP95Ms.toFixed(1)} / ${r.keystrokeMaxMs.toFixed(1)}`,
      `${r.frameGapP95Ms.toFixed(1)} / ${r.frameGapMaxMs.toFixed(1)}`,
      r.idleFrameGapP95Ms.toFixed(1),
      `${r.taskP95Ms.toFixed(1)} / ${r.taskMaxMs.toFixed(1)} (${r.tasksOver16})`,
      `${r.scriptP95Ms.toFixed(1)} / ${r.scriptMaxMs.toFixed(1)}`,
      (r.heapBytes / 1024 / 1024).toFixed(1),
    ]),
  );
  console.log(`\n(${CPU_SLOWDOWN}× CPU slowdown; query ms: the engine's time per query, without downloads; keystroke→frame: main thread, input event to next frame; frame gap: time between frames while typing; idle: the same with the dialog open and nothing typed; main-thread task: each task of the page's main thread while typing, from a Chromium trace, and the part of it that is script, the rest being style, layout and paint)`);
  for (const { label, longestTasks = [] } of rows) {
    if (longestTasks.length > 0) console.log(`\nLongest main-thread tasks while typing and those with the most script, ${label} (trace events by self time, ms):\n${longestTasks.map((t) => `  ${t}`).join('\n')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'out'));
  printSearchScale([{ label: path.relative(ROOT, out) || out, ...(await searchScale(out)) }]);
}
