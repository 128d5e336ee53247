#!/usr/bin/env node
/**
 * Search cost on a built site: index sizes, a first query's bytes (on the wire and worst case), and query and
 * keystroke times in Chromium at 4× CPU slowdown. Sizes are gzip level 6.
 * Usage: npm run bench:search [-- out-dir …]   (default out/; several folders, e.g. `bench:build --keep` copies)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, CHROME_PATH, ensureBuilt, fmtKiB, gzipLength, OUT, printTable, ROOT } from './bench-shared.mjs';
import { startStaticServer } from './serve-static.mjs';

const CPU_SLOWDOWN = 4;
const gz = (file) => gzipLength(fs.readFileSync(file));

/** The search code of a build: the chunks holding the dialog's label or MiniSearch, which no other code contains. */
function searchChunks(out) {
  const dir = path.join(out, '_next/static/chunks');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && /Search the wiki|MiniSearch/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => path.join(dir, f));
}

const shardsOf = (out, language = '') => fs.readdirSync(path.join(out, language, 'search/shards')).map((f) => ({ f, bytes: gz(path.join(out, language, 'search/shards', f)), raw: fs.statSync(path.join(out, language, 'search/shards', f)).size }));

/**
 * The most a first one-word query downloads (for budgets.json): search code, names file, largest term shard and
 * text shards; `language`: another language's index (out/es/search/).
 */
export function firstQueryWorstCase(out, resultLimit = 10, language = '') {
  const shards = shardsOf(out, language);
  const largest = (prefix, n) => shards.filter((s) => s.f.startsWith(prefix)).map((s) => s.bytes).sort((a, b) => b - a).slice(0, n);
  return [...searchChunks(out).map(gz), gz(path.join(out, language, 'search/names.json')), ...largest('t-', 1), ...largest('x-', resultLimit)].reduce((a, b) => a + b, 0);
}

/** Queries of tests/fixtures/search-queries.json that need no content lookup (no {name} placeholder). */
const literalQueries = () => JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search-queries.json'), 'utf8')).queries.map((q) => q.query).filter((q) => !q.includes('{'));
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** Opens search on the home page at 4× CPU slowdown, counts the bytes of the first query, then types every query key by key. */
export async function searchScale(out, firstQuery = 'Mezul') {
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1', log: false, gzipOnly: true });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    // A first visit: the offline worker would answer from its precache and count nothing.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`http://127.0.0.1:${server.address().port}/`, { timeout: 300_000 });
    // The header's theme toggle renders once React has hydrated.
    await page.waitForFunction(() => document.querySelector('header button[aria-pressed]') !== null, undefined, { timeout: 300_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Only search's own files count: its code, the worker's chunks and /search/ (a worker's requests show on its page).
    const code = new Set(searchChunks(out).map((f) => `/${path.relative(out, f).split(path.sep).join('/')}`));
    const sizes = [];
    const onFinished = (request) => {
      const p = new URL(request.url()).pathname;
      if (p.startsWith('/search/') || code.has(p) || p.includes('turbopack-worker')) sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    };
    page.on('requestfinished', onFinished);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the wiki' }).fill(firstQuery);
    await page.getByRole('option').first().waitFor({ timeout: 300_000 });
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onFinished);
    const firstQueryBytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);

    const { keystrokes, queryTimes } = await page.evaluate(async (queries) => {
      const field = document.querySelector('dialog input[role="combobox"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const type = (text) => (setValue.call(field, text), field.dispatchEvent(new Event('input', { bubbles: true })));
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const measures = () => performance.getEntriesByName('search-query');
      const result = { keystrokes: [], queryTimes: [] };
      for (const query of queries) {
        for (let i = 1; i <= query.length; i++) {
          await nextFrame();
          const start = performance.now();
          type(query.slice(0, i));
          await nextFrame();
          result.keystrokes.push(performance.now() - start);
        }
        // The whole query's own measure, once its results are in.
        const before = measures().length;
        type(`${query} `);
        const deadline = performance.now() + 60_000;
        while (measures().length === before && performance.now() < deadline) await nextFrame();
        result.queryTimes.push(measures().at(-1).duration);
      }
      return result;
    }, literalQueries());
    return { firstQueryBytes, firstQueryFiles: sizes.length, queries: queryTimes.length, queryTimes, keystrokes };
  } finally {
    await browser.close();
    server.close();
  }
}

/** One table row per site: index files, first-query bytes (worst case from the files, and measured), query and keystroke times. */
export async function searchScaleRow(out, label) {
  const shards = shardsOf(out);
  const names = path.join(out, 'search/names.json');
  const r = await searchScale(out);
  return [
    label, `${fmtKiB(fs.statSync(names).size)} / ${fmtKiB(gz(names))}`, `(${shards.length}) ${fmtKiB(shards.reduce((n, s) => n + s.raw, 0))} / ${fmtKiB(shards.reduce((n, s) => n + s.bytes, 0))}`,
    fmtKiB(firstQueryWorstCase(out)), `${fmtKiB(r.firstQueryBytes)} (${r.firstQueryFiles})`, r.queries,
    `${quantile(r.queryTimes, 0.5).toFixed(1)} / ${quantile(r.queryTimes, 0.95).toFixed(1)}`, `${quantile(r.keystrokes, 0.95).toFixed(1)} / ${Math.max(...r.keystrokes).toFixed(1)}`,
  ];
}

export function printSearchScale(rows) {
  const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')).search?.firstQueryKiB;
  printTable(['site', 'names KiB raw / gz', '(shards) KiB raw / gz', 'first query worst case KiB', 'first query "Mezul" KiB (files)', 'queries', 'query ms median / p95', 'keystroke→frame ms p95 / max'], rows);
  console.log(`\n(${CPU_SLOWDOWN}× CPU slowdown; budgets.json "search": first query at most ${budget} KiB; query ms: the engine's time, without downloads)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : [OUT];
  ensureBuilt(outs[0]);
  const rows = [];
  for (const out of outs) rows.push(await searchScaleRow(out, path.relative(ROOT, out) || out));
  printSearchScale(rows);
}
