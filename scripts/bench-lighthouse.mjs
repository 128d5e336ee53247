#!/usr/bin/env node
/**
 * Lighthouse (@lhci/cli) as a slow phone: mobile, applied throttling, out/ served compressed with its headers, Debian's
 * Chromium. Compared in one sitting with the framework floor and each page without scripts; a row is lhci's
 * representative run (nearest the median FCP and TTI).
 * Usage: npm run bench:lighthouse [-- --runs 5] [--routes /,/wiki/] [--out dir[,dir2]]
 *   --out  export folders compared in one sitting (default out/, built when missing): --out /tmp/before-out,out;
 *          a route one of them lacks is measured in the others
 *   CHROME_PATH selects the browser (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROME_FLAGS, CHROME_PATH, emptyNextExport, ensureBuilt, OUT, printTable, ROOT } from './bench-shared.mjs';
import { attributeOf, elementsOf, parseHtml } from './out-files.mjs';
import { startStaticServer } from './serve-static.mjs';

const DEFAULT_ROUTES = '/,/wiki/,/wiki/floor-50-mezul/,/tools/gear/';
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, routes: { type: 'string', default: DEFAULT_ROUTES }, out: { type: 'string' } } });
const runs = Number(args.runs);
const outs = args.out ? args.out.split(',').map((d) => path.resolve(d)) : [OUT];
outs.forEach(ensureBuilt);
const label = (out) => path.relative(process.cwd(), out) || '.';
const allRoutes = args.routes.split(',').map((r) => r.trim().replace(/\/?$/, '/'));
/** The routes `out` has (an older build may lack a newer page, such as /es/'s). */
const routesByOut = new Map(
  outs.map((out) => [out, allRoutes.filter((route) => fs.existsSync(path.join(out, route, 'index.html')) || void console.error(`note: ${label(out)} has no ${route}`))]),
);
const routesOf = (out) => routesByOut.get(out);

const isScript = (el) => {
  const rel = (attributeOf(el, 'rel') ?? '').toLowerCase().split(/\s+/);
  return el.tagName === 'script' || (el.tagName === 'link' && (rel.includes('modulepreload') || (rel.includes('preload') && attributeOf(el, 'as') === 'script')));
};
/** A copy of `out` whose measured pages lose every script element and script preload, the rest byte for byte. */
function withoutScripts(out, copy) {
  fs.cpSync(out, copy, { recursive: true });
  for (const route of routesOf(out)) {
    const file = path.join(copy, route, 'index.html');
    let html = fs.readFileSync(file, 'utf8');
    const cuts = [...elementsOf(parseHtml(html, { locations: true }))].filter(isScript).map((el) => el.sourceCodeLocation);
    for (const { startOffset, endOffset } of cuts.sort((a, b) => b.startOffset - a.startOffset)) html = html.slice(0, startOffset) + html.slice(endOffset);
    fs.writeFileSync(file, html);
  }
  return copy;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const targets = [
  { build: '', kind: 'empty Next page (floor)', root: emptyNextExport(), routes: ['/'] },
  ...outs.flatMap((out, i) => [
    { build: label(out), kind: 'page', root: out, routes: routesOf(out) },
    { build: label(out), kind: 'no script', root: withoutScripts(out, path.join(work, `no-script-${i}`)), routes: routesOf(out) },
  ]),
];
// One loopback address per target: lhci files its reports by host and path, and every target has a "/".
const servers = await Promise.all(targets.map((t, i) => startStaticServer({ root: t.root, port: 0, host: `127.0.0.${i + 1}`, log: false, brotliQuality: 11 })));
targets.forEach((t, i) => (t.base = `http://127.0.0.${i + 1}:${servers[i].address().port}`));

/** Fetches each page and the files it names once, so no measured run waits for the server's first Brotli compression. */
async function warm(url) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const html = await (await fetch(url, { headers })).text();
  const files = new Set([...elementsOf(parseHtml(html))].flatMap((el) => [attributeOf(el, 'src'), attributeOf(el, 'href')]).filter((u) => u?.startsWith('/')));
  await Promise.all([...files].map(async (f) => (await fetch(new URL(f, url), { headers })).arrayBuffer()));
}

const lhci = (...lhciArgs) =>
  new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/lhci'), lhciArgs, { cwd: work, stdio: ['ignore', 2, 2] });
    child.on('exit', (code) => (code ? reject(new Error(`lhci ${lhciArgs[0]} exited with ${code}`)) : resolve()));
  });
const urls = targets.flatMap((t) => t.routes.map((r) => t.base + r));
let reports;
const spread = new Map();
try {
  for (const url of urls) await warm(url);
  for (let i = 0; i < runs; i++) {
    console.error(`\nround ${i + 1} of ${runs}: ${urls.length} pages`);
    const settings = ['--settings.throttlingMethod=devtools', '--settings.onlyCategories=performance', `--settings.chromeFlags=${CHROME_FLAGS.join(' ')}`];
    await lhci('collect', '--no-lighthouserc', '--additive', '--numberOfRuns=1', `--chromePath=${CHROME_PATH}`, ...settings, ...urls.map((u) => `--url=${u}`));
  }
  await lhci('upload', '--no-lighthouserc', '--target=filesystem', '--outputDir=reports');
  const manifest = JSON.parse(fs.readFileSync(path.join(work, 'reports/manifest.json'), 'utf8'));
  reports = new Map();
  // Every run's FCP and TTI, so a row shows how far its runs spread; the representative run's whole report.
  for (const e of manifest) {
    const lhr = JSON.parse(fs.readFileSync(e.jsonPath, 'utf8'));
    if (e.isRepresentativeRun) reports.set(e.url, lhr);
    const runs = spread.get(e.url) ?? { fcp: [], tti: [] };
    runs.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
    runs.tti.push(lhr.audits.interactive.numericValue);
    spread.set(e.url, runs);
  }
} finally {
  for (const server of servers) server.close();
  fs.rmSync(work, { recursive: true, force: true });
}

const AUDITS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tti: 'interactive', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', bytes: 'total-byte-weight' };
const measure = (t, route) => {
  const lhr = reports.get(t.base + route);
  return { lhr, ...Object.fromEntries(Object.entries(AUDITS).map(([k, id]) => [k, lhr.audits[id].numericValue])) };
};
const floor = measure(targets[0], '/');
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
const row = (t, route, m, noScript) => [
  outs.length > 1 && t.build ? `${t.build} ${route}` : route, t.kind, ...['fcp', 'lcp', 'tti', 'tbt'].map((k) => Math.round(m[k])), m.cls.toFixed(3), (m.bytes / 1024).toFixed(1),
  range(spread.get(t.base + route).fcp), range(spread.get(t.base + route).tti),
  ...(noScript ? ['fcp', 'tti'].flatMap((k) => [ratio(m[k], floor[k]), ratio(m[k], noScript[k])]) : ['', '', '', '']),
];
const rows = [row(targets[0], '/', floor)];
for (let i = 1; i < targets.length; i += 2) {
  for (const route of targets[i].routes) {
    const noScript = measure(targets[i + 1], route);
    rows.push(row(targets[i], route, measure(targets[i], route), noScript), row(targets[i + 1], route, noScript));
  }
}
console.log(`\nLighthouse ${floor.lhr.lighthouseVersion}, mobile, applied (devtools) throttling, Brotli, representative run of ${runs} (lhci); KiB: transfer size.\n`);
printTable(['route', 'what', 'FCP ms', 'LCP ms', 'TTI ms', 'TBT ms', 'CLS', 'KiB', 'FCP runs', 'TTI runs', 'FCP ÷ floor', 'FCP ÷ no script', 'TTI ÷ floor', 'TTI ÷ no script'], rows);
