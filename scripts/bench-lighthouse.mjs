#!/usr/bin/env node
/**
 * Lighthouse 12.8 on the built site, the way the issue measured it: out/ served compressed with the
 * host headers on loopback (scripts/serve-static.mjs: Brotli as CDNs serve it, or gzip with --gzip), Debian's Chromium, mobile defaults (simulated
 * throttling), N runs per route, medians printed; then one run per route with applied (devtools)
 * throttling, because the simulated LCP on loopback counts scripts that a real phone would not wait for.
 *
 * Usage: npm run bench:lighthouse [-- --routes /,/bosses/] [--runs 5] [--no-devtools] [--rebuild]
 *                                  [--out dir[,dir2]] [--json file] [--gzip]
 *   --gzip    serve gzip only (as GitHub Pages does, and as the issue's first table was measured)
 *   --routes  comma-separated paths (default: the issue's routes; missing pages are skipped with a note)
 *   --out     export folder(s) to measure (default out/, built first when missing). With two or more,
 *             runs alternate between them route by route, so a busy machine skews every build alike:
 *             the way to compare a change (e.g. --out /tmp/before-out,out).
 *   CHROME_PATH selects the browser (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, OUT, parseArgs, printTable } from './bench-shared.mjs';
import { attributeOf, elementsOf, parseHtml } from './out-files.mjs';
import { startStaticServer } from './serve-static.mjs';

const DEFAULT_ROUTES = ['/', '/bosses/', '/wiki/', '/wiki/minos-set/', '/wiki/floor-50-mezul/', '/guide/', '/wiki/shrines/', '/bosses/mezul/', '/tools/gear/'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Extra attempts when Lighthouse fails to record a run (e.g. NO_NAVSTART on a busy machine). */
const RETRIES = 2;

const args = parseArgs();
const runs = Number(args.runs ?? 5);
const devtoolsRun = !args['no-devtools'];
const withTrailingSlash = (r) => (r.endsWith('/') ? r : `${r}/`);
const requested = (typeof args.routes === 'string' ? args.routes.split(',') : DEFAULT_ROUTES).map((r) => withTrailingSlash(r.trim()));

const outs = typeof args.out === 'string' ? args.out.split(',').map((d) => path.resolve(d)) : [OUT];
if (outs.includes(OUT)) ensureBuilt({ force: !!args.rebuild });
const label = (out) => path.relative(process.cwd(), out) || '.';
const routes = requested.filter((route) => {
  const missing = outs.filter((out) => !fs.existsSync(path.join(out, route, 'index.html')));
  for (const out of missing) console.log(`note: skipping ${route}: ${label(out)}${route}index.html does not exist in this build`);
  return missing.length === 0;
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** "<img> section.relative > img.absolute" or "<p> Mezul is the …": the tag, then its text or the end of its selector. */
function describeNode(node) {
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '?';
  const text = (node.nodeLabel ?? '').trim();
  const selector = (node.selector ?? '').split(' > ').slice(-2).join(' > ');
  return `<${tag}> ${text && text !== selector ? text : selector}`.replace(/\s+/g, ' ');
}

/** The numbers we report from one Lighthouse result, or undefined when the run failed. */
function summarize(lhr) {
  if (lhr.runtimeError || CATEGORIES.some((c) => lhr.categories[c]?.score == null)) return undefined;
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const lcpDetails = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const node = lcpDetails[0]?.items?.[0]?.node;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
    lcpElement: node ? describeNode(node) : '—',
    phases: (lcpDetails[1]?.items ?? []).map((p) => p.timing),
  };
}

async function runOnce(url, throttlingMethod) {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod });
      const summary = summarize(result.lhr);
      if (summary) return summary;
      console.log(`note: ${url} (${throttlingMethod}): ${result.lhr.runtimeError?.message ?? 'a category had no score'}; running it again`);
    } finally {
      await chrome.kill();
    }
  }
  throw new Error(`Lighthouse failed ${RETRIES + 1} times on ${url}`);
}

const gzipOnly = !!args.gzip;
const servers = await Promise.all(outs.map((root) => startStaticServer({ root, port: 0, host: '127.0.0.1', log: false, gzipOnly })));
const bases = servers.map((s) => `http://127.0.0.1:${s.address().port}`);

/**
 * Requests a page and every same-site file its HTML names once before measuring, so the server has
 * compressed them (a CDN serves them from its cache) and no run pays for Brotli's compression time.
 */
async function warm(base, route) {
  const headers = { 'accept-encoding': gzipOnly ? 'gzip' : 'br, gzip' };
  const html = await (await fetch(base + route, { headers })).text();
  const urls = new Set(
    [...elementsOf(parseHtml(html))].flatMap((el) => ['src', 'href'].map((name) => attributeOf(el, name))).filter((url) => url?.startsWith('/')),
  );
  await Promise.all([...urls].map(async (u) => (await fetch(base + u, { headers })).arrayBuffer()));
}
for (const route of routes) for (const base of bases) await warm(base, route);
/** results[build][route] */
const results = outs.map(() => []);
try {
  for (const route of routes) {
    const samples = outs.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [b, base] of bases.entries()) {
        process.stderr.write(`lighthouse ${outs.length > 1 ? `[${label(outs[b])}] ` : ''}${route} run ${i + 1}/${runs} (simulated)\n`);
        samples[b].push(await runOnce(base + route, 'simulate'));
      }
    }
    for (const [b, base] of bases.entries()) {
      let devtools;
      if (devtoolsRun) {
        process.stderr.write(`lighthouse ${outs.length > 1 ? `[${label(outs[b])}] ` : ''}${route} (devtools throttling)\n`);
        devtools = await runOnce(base + route, 'devtools');
      }
      const s = samples[b];
      // Each metric is its own median; the LCP element and phases come from the run with the median LCP.
      const byLcp = [...s].sort((x, y) => x.lcp - y.lcp)[Math.floor(s.length / 2)];
      results[b].push({
        route,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(s.map((x) => x.scores[c]))])),
        ...Object.fromEntries(['fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'jsBytes'].map((k) => [k, median(s.map((x) => x[k]))])),
        lcpElement: byLcp.lcpElement,
        phases: byLcp.phases,
        devtools,
      });
    }
  }
} finally {
  for (const server of servers) server.close();
}

const ms = (v) => `${Math.round(v)}`;
const kb = (v) => (v / 1024).toFixed(1);
const version = JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
for (const [b, out] of outs.entries()) {
  const rows = results[b];
  console.log(`\n## ${label(out)}: Lighthouse ${version}, mobile defaults, simulated throttling, ${gzipOnly ? 'gzip' : 'Brotli'}, median of ${runs} run${runs === 1 ? '' : 's'} (KiB: transfer sizes)\n`);
  printTable(
    ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'total KiB', 'JS KiB'],
    rows.map((r) => [r.route, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3), kb(r.totalBytes), kb(r.jsBytes)]),
  );
  console.log('\nLCP element and phases (from the run with the median LCP; ms):\n');
  printTable(
    ['route', 'LCP element', 'TTFB', 'load delay', 'load time', 'render delay'],
    rows.map((r) => [r.route, r.lcpElement.slice(0, 70), ...[0, 1, 2, 3].map((i) => (r.phases[i] === undefined ? '—' : ms(r.phases[i])))]),
  );
  if (devtoolsRun) {
    console.log('\nOne run with applied (devtools) throttling:\n');
    printTable(
      ['route', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP element'],
      rows.map(({ route, devtools: d }) => [route, d.scores.performance, ms(d.fcp), ms(d.lcp), ms(d.tbt), d.cls.toFixed(3), d.lcpElement.slice(0, 60)]),
    );
  }
}
if (typeof args.json === 'string') fs.writeFileSync(args.json, JSON.stringify(outs.map((out, b) => ({ out, routes: results[b] })), null, 2));
