#!/usr/bin/env node
/**
 * Lighthouse 12.8 on the built site, the way the issue measured it: out/ served gzipped with the
 * host headers on loopback, Debian's Chromium, mobile defaults (simulated throttling), N runs per
 * route, medians printed; then one run per route with applied (devtools) throttling, because the
 * simulated LCP on loopback counts scripts that a real phone would not wait for.
 *
 * Usage: npm run bench:lighthouse [-- --routes /,/bosses/] [--runs 5] [--no-devtools] [--rebuild] [--out dir] [--json file]
 *   --out   measure another export folder (default out/, built first when missing)
 *   CHROME_PATH selects the browser (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, OUT, parseArgs, printTable } from './bench-shared.mjs';
import { startStaticServer } from './serve-static.mjs';

const DEFAULT_ROUTES = ['/', '/bosses/', '/wiki/', '/wiki/minos-set/', '/wiki/floor-50-mezul/', '/guide/', '/wiki/shrines/', '/bosses/mezul/', '/tools/gear/'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = parseArgs();
const runs = Number(args.runs ?? 5);
const withTrailingSlash = (r) => (r.endsWith('/') ? r : `${r}/`);
const requested = (typeof args.routes === 'string' ? args.routes.split(',') : DEFAULT_ROUTES).map((r) => withTrailingSlash(r.trim()));

const out = typeof args.out === 'string' ? path.resolve(args.out) : OUT;
if (out === OUT) ensureBuilt({ force: !!args.rebuild });
const routes = requested.filter((route) => {
  const exists = fs.existsSync(path.join(out, route, 'index.html'));
  if (!exists) console.log(`note: skipping ${route}: ${path.relative(process.cwd(), out) || '.'}${route}index.html does not exist in this build`);
  return exists;
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** "<img> section.relative > img.absolute" or "<p> Mezul is the …": the tag, then its text or the end of its selector. */
function describeNode(node) {
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '?';
  const label = (node.nodeLabel ?? '').trim();
  const selector = (node.selector ?? '').split(' > ').slice(-2).join(' > ');
  return `<${tag}> ${label && label !== selector ? label : selector}`.replace(/\s+/g, ' ');
}

/** The numbers we report from one Lighthouse result. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const lcpDetails = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const node = lcpDetails[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((lcpDetails[1]?.items ?? []).map((p) => [String(p.phase), p.timing]));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
    lcpElement: node ? describeNode(node) : '—',
    phases,
    failed: Object.values(lhr.categories).some((c) => c.score === null) || !!lhr.runtimeError,
    runtimeError: lhr.runtimeError?.message,
  };
}

async function runOnce(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod });
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1', log: false });
const base = `http://127.0.0.1:${server.address().port}`;
const results = [];
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      process.stderr.write(`lighthouse ${route} run ${i + 1}/${runs} (simulated)\n`);
      const sample = await runOnce(base + route, 'simulate');
      if (sample.runtimeError) console.log(`note: ${route} run ${i + 1}: ${sample.runtimeError}`);
      samples.push(sample);
    }
    let devtools;
    if (args.devtools !== false && !args['no-devtools']) {
      process.stderr.write(`lighthouse ${route} (devtools throttling)\n`);
      devtools = await runOnce(base + route, 'devtools');
    }
    // Each metric is its own median; the LCP element and phases come from the run with the median LCP.
    const byLcp = [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)];
    results.push({
      route,
      runs: samples.length,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))])),
      fcp: median(samples.map((s) => s.fcp)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      totalBytes: median(samples.map((s) => s.totalBytes)),
      jsBytes: median(samples.map((s) => s.jsBytes)),
      lcpElement: byLcp.lcpElement,
      phases: byLcp.phases,
      devtools,
    });
  }
} finally {
  server.close();
}

const ms = (v) => `${Math.round(v)}`;
const kb = (v) => (v / 1024).toFixed(1);
console.log(`\nLighthouse ${JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version}, mobile defaults, simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'} (KiB are transfer sizes, gzipped):\n`);
printTable(
  ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'total KiB', 'JS KiB'],
  results.map((r) => [r.route, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3), kb(r.totalBytes), kb(r.jsBytes)]),
);
console.log('\nLCP element and phases (run with the median LCP; ms):\n');
printTable(
  ['route', 'LCP element', 'TTFB', 'load delay', 'load time', 'render delay'],
  results.map((r) => {
    const p = Object.values(r.phases);
    return [r.route, r.lcpElement.slice(0, 70), ...[0, 1, 2, 3].map((i) => (p[i] === undefined ? '—' : ms(p[i])))];
  }),
);
if (results.some((r) => r.devtools)) {
  console.log('\nOne run with applied (devtools) throttling:\n');
  printTable(
    ['route', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP element'],
    results.filter((r) => r.devtools).map(({ route, devtools: d }) => [route, d.scores.performance, ms(d.fcp), ms(d.lcp), ms(d.tbt), d.cls.toFixed(3), d.lcpElement.slice(0, 60)]),
  );
}
if (typeof args.json === 'string') fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
