#!/usr/bin/env node
/**
 * Measures the two search libraries on the built site (out/, from `npm run build`):
 *   - MiniSearch as shipped: the header's Search dialog, its code, /search/names.json and the shards a query needs;
 *   - Pagefind, indexing the same pages of out/ (wiki articles, the guide, record pages) into out/pagefind/
 *     for the run and searching with its JS API (pagefind.js, WASM, index chunks, the fragments of 5 results).
 * For each it reports the bytes downloaded from the moment search starts until the first results show
 * (in Chromium, every response counted, gzip-compressed as a CDN sends them), the size of the index,
 * and the first three results of each query.
 * Usage: npm run bench:search [-- query …]   (runs with tsx: it reads the record kinds from lib/records/kinds.ts)
 */
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as pagefind from 'pagefind';
import { NAMES_PATH, SEARCH_DIR } from '../lib/search/paths.ts';
import { filesUnder, htmlPages } from './out-files.mjs';
import { resolveStaticFile } from './static-resolve.mjs';

const OUT = path.resolve('out');
const PAGEFIND_DIR = path.join(OUT, 'pagefind');
const DEFAULT_QUERIES = ['Mjollmile', 'bardich', 'tempest serpant', 'maxPlayersInDungeon', 'max-tick-time', 'Guillotine', 'Ultra Spear'];
/** Queries given on the command line replace the default set: npm run bench:search -- serpant gulliotine */
const QUERIES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_QUERIES;
/** A page with no search of its own, where each measurement starts. */
const START_PAGE = '/about/';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The HTML pages both libraries index, with the kind label a result shows. */
function indexedPages() {
  const words = JSON.parse(readFileSync('content/site.json', 'utf8')).labels.searchKinds;
  const kindNames = JSON.parse(readFileSync('content/kind-names.json', 'utf8'));
  const labels = new Map([['wiki', words.wikiPage], ...Object.entries(kindNames).map(([id, name]) => [id, name.one])]);
  return htmlPages(OUT).flatMap(([url, file]) => {
    if (url === '/guide/') return [{ file, url, kind: words.guide }];
    const section = /^\/([^/]+)\/[^/]+\/$/.exec(url)?.[1];
    return labels.has(section) ? [{ file, url, kind: labels.get(section) }] : [];
  });
}

/** Pagefind over the built HTML: the main content only, without breadcrumbs, contents, tags and notes. */
async function buildPagefind() {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    excludeSelectors: ['nav', 'details', '[aria-label="Tags"]', '.heading-anchor'],
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const pages = indexedPages();
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8').replace(
      '<main ',
      `<main data-pagefind-body data-pagefind-meta="kind:${page.kind}" data-pagefind-filter="kind:${page.kind}" `,
    );
    const result = await index.addHTMLFile({ url: page.url, content: html });
    if (result.errors.length) throw new Error(`pagefind ${page.url}: ${result.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: PAGEFIND_DIR });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return pages.length;
}

/** The Pagefind files its JS API uses (not its prebuilt UIs), with their sizes on disk (already compressed). */
function pagefindIndexSize() {
  const files = filesUnder(PAGEFIND_DIR).map((rel) => path.join(PAGEFIND_DIR, rel)).filter((f) => /\.(pf_index|pf_fragment|pf_filter|pf_meta|pagefind)$|pagefind(-entry\.json|\.js|-worker\.js)$/.test(f));
  return { files: files.length, bytes: files.reduce((n, f) => n + statSync(f).size, 0) };
}

/** Serves out/ like a CDN: text compressed with gzip; Pagefind's files are served as written (they are gzip already). */
function serve() {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveStaticFile(OUT, pathname);
    if (!file) return res.writeHead(404).end();
    const text = /\.(html|js|css|json|svg|txt|xml)$/.test(file);
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' }[path.extname(file)];
    const headers = { 'cache-control': 'no-store', ...(type ? { 'content-type': type } : {}) };
    if (text && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      createReadStream(file).pipe(zlib.createGzip()).pipe(res);
    } else {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(0, () => resolve(server)));
}

/** Counts every response after `start()`: bytes on the wire (compressed) and bytes after decoding. */
function recordResponses(page) {
  const responses = [];
  let recording = false;
  page.on('requestfinished', async (request) => {
    if (!recording) return;
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    const body = await response?.body().catch(() => null);
    responses.push({ path: new URL(request.url()).pathname, wire: sizes?.responseBodySize ?? 0, decoded: body?.length ?? 0 });
  });
  return {
    start: () => {
      recording = true;
    },
    totals: () => ({
      wire: responses.reduce((n, r) => n + r.wire, 0),
      decoded: responses.reduce((n, r) => n + r.decoded, 0),
      files: responses.map((r) => r.path),
    }),
  };
}

/** A loaded start page whose responses are counted from now on: only what the first search downloads. */
async function startPage(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}${START_PAGE}`);
  await page.waitForLoadState('networkidle');
  const recorder = recordResponses(page);
  recorder.start();
  return { page, recorder, started: Date.now() };
}

async function measureMiniSearch(browser, origin, query) {
  const { page, recorder, started } = await startPage(browser, origin);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the wiki' });
  await dialog.getByRole('combobox').fill(query);
  await dialog.getByRole('option').first().or(dialog.getByText('No results')).waitFor();
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const top = await dialog.getByRole('option').evaluateAll((els) => els.slice(0, 3).map((el) => `${el.getAttribute('href')} (${el.querySelector('span span')?.textContent})`));
  await page.close();
  return { ...recorder.totals(), ms, top };
}

async function measurePagefind(browser, origin, query) {
  const { page, recorder, started } = await startPage(browser, origin);
  const top = await page.evaluate(async (q) => {
    const pf = await import('/pagefind/pagefind.js');
    const search = await pf.search(q);
    // Pagefind's UIs load the fragments of the first five results to show them.
    const shown = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
    return shown.slice(0, 3).map((d) => `${d.sub_results?.[0]?.url ?? d.url} (${d.meta.kind})`);
  }, query);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await page.close();
  return { ...recorder.totals(), ms, top };
}

async function main() {
  if (!existsSync(path.join(OUT, NAMES_PATH))) throw new Error('out/ has no search index: run `npm run build` first');
  const indexed = await buildPagefind();
  const server = await serve();
  const origin = `http://localhost:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const miniFiles = filesUnder(path.join(OUT, SEARCH_DIR)).map((f) => readFileSync(path.join(OUT, SEARCH_DIR, f)));
    const miniRaw = miniFiles.reduce((n, b) => n + b.length, 0);
    const miniGzip = miniFiles.reduce((n, b) => n + zlib.gzipSync(b).length, 0);
    const pf = pagefindIndexSize();
    console.log(`Pages indexed: ${indexed} (Pagefind); MiniSearch indexes the same pages from content/, split at h2/h3.\n`);
    console.log('| | MiniSearch (shipped) | Pagefind (JS API only, no UI) |');
    console.log('|---|---|---|');
    console.log(`| Index size | ${kib(miniRaw)} raw, ${kib(miniGzip)} gzip (${miniFiles.length} files) | ${kib(pf.bytes)} (${pf.files} files, gzip already) |`);
    const rows = [];
    for (const query of QUERIES) {
      const mini = await measureMiniSearch(browser, origin, query);
      const find = await measurePagefind(browser, origin, query);
      rows.push({ query, mini, find });
    }
    const first = rows[0];
    console.log(`| First query, on the wire ("${first.query}") | ${kib(first.mini.wire)} (${first.mini.files.length} files) | ${kib(first.find.wire)} (${first.find.files.length} files) |`);
    console.log(`| First query, decoded | ${kib(first.mini.decoded)} | ${kib(first.find.decoded)} |`);
    console.log(`| Largest first query of the set, on the wire | ${kib(Math.max(...rows.map((r) => r.mini.wire)))} | ${kib(Math.max(...rows.map((r) => r.find.wire)))} |`);
    console.log(`| Time to first results (local, ms) | ${rows.map((r) => r.mini.ms).join(' / ')} | ${rows.map((r) => r.find.ms).join(' / ')} |`);
    console.log('\n| Query | MiniSearch top 3 | Pagefind top 3 |');
    console.log('|---|---|---|');
    for (const { query, mini, find } of rows) {
      const list = (top) => (top.length ? top.map((t, i) => `${i + 1}. ${t}`).join('<br>') : '(none)');
      console.log(`| \`${query}\` | ${list(mini.top)} | ${list(find.top)} |`);
    }
    console.log('\nFiles of the first MiniSearch query:', rows[0].mini.files.join(', '));
    console.log('Files of the first Pagefind query:', rows[0].find.files.join(', '));
  } finally {
    await browser.close();
    server.close();
    rmSync(PAGEFIND_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
