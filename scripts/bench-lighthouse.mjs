#!/usr/bin/env node
/**
 * Lighthouse 12.8 on the built site, judged the way a reader on a slow phone lives it. out/ is served
 * compressed with the host headers on loopback (scripts/serve-static.mjs: Brotli as CDNs serve it, or gzip
 * with --gzip), in Debian's Chromium, mobile defaults.
 *
 * First table: applied (devtools) throttling, every request pays its round trip and the CPU really runs 4×
 * slower; medians of N runs of FCP, LCP, time to interactive, TBT, CLS and bytes, each as a ratio to the
 * framework floor: an empty Next.js page built with the same next/react (scripts/bench-shared.mjs,
 * emptyNextExport), served the same way and measured in the same sitting, run for run between the routes.
 * Second table: simulated throttling (Lighthouse's model, which counts scripts a real phone does not wait
 * for), medians of the scores and metrics. Third: the LCP element and its phases (applied run with the median LCP).
 *
 * Usage: npm run bench:lighthouse [-- --routes /,/bosses/] [--runs 5] [--no-simulated] [--no-floor]
 *                                  [--out dir[,dir2]] [--json file] [--gzip] [--rebuild]
 *   --runs    runs per route and throttling method (default 5; the medians want an odd number)
 *   --routes  comma-separated paths (default: the routes; missing pages are skipped with a note)
 *   --out     export folder(s) to measure (default out/, built first when missing). With two or more,
 *             runs alternate between them route by route, so a busy machine skews every build alike:
 *             the way to compare a change (e.g. --out /tmp/before-out,out).
 *   --gzip    serve gzip only (as GitHub Pages does)
 *   CHROME_PATH selects the browser (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { emptyNextExport, ensureBuilt, OUT, parseArgs, printTable } from './bench-shared.mjs';
import { attributeOf, elementsOf, parseHtml } from './out-files.mjs';
import { startStaticServer } from './serve-static.mjs';

const DEFAULT_ROUTES = ['/', '/bosses/', '/wiki/', '/wiki/floor-50-mezul/', '/guide/', '/tools/gear/', '/bosses/mezul/'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Extra attempts when Lighthouse fails to record a run (e.g. NO_NAVSTART on a busy machine). */
const RETRIES = 2;
/** The goals under applied throttling, as ratios to the floor (LCP: ms after FCP). */
const GOALS = { fcp: 1.4, tti: 1.25, tbt: 1.5, lcpAfterFcpMs: 100 };
const METRICS = ['fcp', 'lcp', 'tti', 'tbt', 'cls', 'totalBytes', 'jsBytes'];

const args = parseArgs();
const runs = Number(args.runs ?? 5);
const simulated = !args['no-simulated'];
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
    tti: audit('interactive').numericValue,
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

/** The medians of a route's runs; the LCP element and phases come from the run with the median LCP. */
function aggregate(samples) {
  const byLcp = [...samples].sort((x, y) => x.lcp - y.lcp)[Math.floor(samples.length / 2)];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((x) => x.scores[c]))])),
    ...Object.fromEntries(METRICS.map((k) => [k, median(samples.map((x) => x[k]))])),
    lcpElement: byLcp.lcpElement,
    phases: byLcp.phases,
  };
}

const gzipOnly = !!args.gzip;
/** What is measured: each build's routes, and the floor's one page, served alike. */
const targets = [...outs.map((root) => ({ name: label(root), root, routes }))];
if (!args['no-floor']) targets.unshift({ name: 'floor (empty Next page)', root: emptyNextExport(), routes: ['/'], floor: true });
const servers = await Promise.all(targets.map((t) => startStaticServer({ root: t.root, port: 0, host: '127.0.0.1', log: false, gzipOnly })));
for (const [i, t] of targets.entries()) t.base = `http://127.0.0.1:${servers[i].address().port}`;

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

const methods = simulated ? ['devtools', 'simulate'] : ['devtools'];
/** samples[method][target][route] = runs */
const samples = Object.fromEntries(methods.map((m) => [m, targets.map((t) => Object.fromEntries(t.routes.map((r) => [r, []])))]));
try {
  for (const t of targets) for (const route of t.routes) await warm(t.base, route);
  // Run by run, every page of every target once: a busy moment of the machine skews them all alike.
  for (const method of methods) {
    for (let i = 0; i < runs; i++) {
      for (const [ti, t] of targets.entries()) {
        for (const route of t.routes) {
          process.stderr.write(`lighthouse ${method === 'devtools' ? 'applied' : 'simulated'} run ${i + 1}/${runs}: [${t.name}] ${route}\n`);
          samples[method][ti][route].push(await runOnce(t.base + route, method));
        }
      }
    }
  }
} finally {
  for (const server of servers) server.close();
}

const results = Object.fromEntries(
  methods.map((m) => [m, targets.map((t, ti) => t.routes.map((route) => ({ route, ...aggregate(samples[m][ti][route]) })))]),
);

const ms = (v) => `${Math.round(v)}`;
const kb = (v) => (v / 1024).toFixed(1);
const ratio = (v, floor) => (floor > 0 ? `${(v / floor).toFixed(2)}×` : '—');
const version = JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
const encoding = gzipOnly ? 'gzip' : 'Brotli';
const runsText = `median of ${runs} run${runs === 1 ? '' : 's'}`;
const floorIndex = targets.findIndex((t) => t.floor);
const floor = floorIndex >= 0 ? results.devtools[floorIndex][0] : undefined;

/** The goals a route misses under applied throttling (empty when it meets them all, or when there is no floor). */
function missedGoals(r) {
  const missed = [];
  if (floor) {
    if (r.fcp > GOALS.fcp * floor.fcp) missed.push(`FCP>${GOALS.fcp}×`);
    if (r.tti > GOALS.tti * floor.tti) missed.push(`TTI>${GOALS.tti}×`);
    if (r.tbt > GOALS.tbt * floor.tbt) missed.push(`TBT>${GOALS.tbt}×`);
  }
  if (r.lcp - r.fcp > GOALS.lcpAfterFcpMs) missed.push(`LCP>FCP+${GOALS.lcpAfterFcpMs}`);
  if (r.cls > 0) missed.push('CLS>0');
  return missed;
}

console.log(`\n## Applied (devtools) throttling: Lighthouse ${version}, mobile, ${encoding}, ${runsText} (ratios: to the floor; KiB: transfer sizes)\n`);
if (floor) {
  console.log(`Floor (an empty Next page, same versions, same server): FCP ${ms(floor.fcp)} ms, LCP ${ms(floor.lcp)} ms, TTI ${ms(floor.tti)} ms, TBT ${ms(floor.tbt)} ms, ${kb(floor.totalBytes)} KiB.\n`);
}
const appliedRows = targets.flatMap((t, ti) =>
  t.floor
    ? []
    : results.devtools[ti].map((r) => {
        const missed = missedGoals(r);
        return [
          outs.length > 1 ? `${t.name} ${r.route}` : r.route,
          ms(r.fcp), floor ? ratio(r.fcp, floor.fcp) : '—',
          ms(r.lcp), ms(r.lcp - r.fcp),
          ms(r.tti), floor ? ratio(r.tti, floor.tti) : '—',
          ms(r.tbt), floor ? ratio(r.tbt, floor.tbt) : '—',
          r.cls.toFixed(3), kb(r.totalBytes), kb(r.jsBytes),
          missed.length ? missed.join(' ') : 'ok',
        ];
      }),
);
printTable(['route', 'FCP ms', 'FCP ×', 'LCP ms', 'LCP−FCP', 'TTI ms', 'TTI ×', 'TBT ms', 'TBT ×', 'CLS', 'total KiB', 'JS KiB', 'goals'], appliedRows);

if (simulated) {
  console.log(`\n## Simulated throttling: Lighthouse ${version}, mobile defaults, ${encoding}, ${runsText}\n`);
  printTable(
    ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TTI ms', 'TBT ms', 'CLS', 'total KiB', 'JS KiB'],
    targets.flatMap((t, ti) =>
      results.simulate[ti].map((r) => [
        t.floor ? 'floor /' : outs.length > 1 ? `${t.name} ${r.route}` : r.route,
        r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo,
        ms(r.fcp), ms(r.lcp), ms(r.tti), ms(r.tbt), r.cls.toFixed(3), kb(r.totalBytes), kb(r.jsBytes),
      ]),
    ),
  );
}

console.log('\nLCP element and phases under applied throttling (from the run with the median LCP; ms):\n');
printTable(
  ['route', 'LCP element', 'TTFB', 'load delay', 'load time', 'render delay'],
  targets.flatMap((t, ti) =>
    results.devtools[ti].map((r) => [
      t.floor ? 'floor /' : outs.length > 1 ? `${t.name} ${r.route}` : r.route,
      r.lcpElement.slice(0, 70),
      ...[0, 1, 2, 3].map((i) => (r.phases[i] === undefined ? '—' : ms(r.phases[i]))),
    ]),
  ),
);
if (typeof args.json === 'string') {
  fs.writeFileSync(args.json, JSON.stringify({ runs, encoding, targets: targets.map((t, ti) => ({ name: t.name, root: t.root, floor: !!t.floor, ...Object.fromEntries(methods.map((m) => [m, results[m][ti]])) })) }, null, 2));
}
