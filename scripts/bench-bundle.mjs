#!/usr/bin/env node
/**
 * First-view bytes per route, against budgets.json. For every HTML page of out/ it reads the
 * script and stylesheet tags, gzips each file and sums them; "ours" is the JS above the framework floor
 * (an empty App Router page built with the same Next.js). "HTML" includes the page's React Server
 * Components payload, which Next inlines as scripts: data, not code, so it is shown but has no budget.
 * Exits 1 when a route is over budget.
 * Bytes, not time, so it is stable enough to run inside `npm test`.
 *
 * Usage: npm run bench:bundle [-- --all] [--rebuild-floor] [--json] [--out dir]
 *   --all            one row per page instead of one per route family
 *   --rebuild-floor  measure the floor again instead of reading node_modules/.cache
 *   --out dir        measure another export folder (default out/, built first when missing)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, fmtKiB, frameworkFloor, htmlPages, kib, OUT, pageWeight, parseArgs, printTable, ROOT } from './bench-shared.mjs';

const args = parseArgs();
const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
const glob = (pattern) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
const budgetOf = (url) => config.budgets.find((b) => b.routes.some((r) => glob(r).test(url)));
const skipped = (url) => (config.skip ?? []).some((r) => glob(r).test(url));

const out = typeof args.out === 'string' ? path.resolve(args.out) : OUT;
if (out === OUT) ensureBuilt();
const floor = frameworkFloor({ rebuild: !!args['rebuild-floor'] });

const measured = htmlPages(out)
  .filter(([url]) => !skipped(url))
  .map(([url, file]) => {
    const weight = pageWeight(out, file);
    const budget = budgetOf(url);
    const ours = weight.js - floor.js;
    const over = [];
    if (!budget) over.push('no budget matches');
    else {
      if (kib(ours) > budget.ourJsKiB) over.push(`JS +${fmtKiB(ours)} KiB > ${budget.ourJsKiB}`);
      if (kib(weight.css) > budget.cssKiB) over.push(`CSS ${fmtKiB(weight.css)} KiB > ${budget.cssKiB}`);
    }
    return { url, budget: budget?.name ?? '—', ...weight, ours, over };
  });

if (args.json) {
  console.log(JSON.stringify({ floor, routes: measured.map(({ url, budget, js, ours, css, html, over }) => ({ url, budget, js, ours, css, html, over })) }, null, 2));
} else {
  // One row per route family ("/wiki/*/" = every wiki article) showing its heaviest page, unless --all.
  const familyOf = (url) => (args.all ? url : url.replace(/^(\/[^/]+\/)[^/]+\/$/, '$1*/'));
  const families = new Map();
  for (const m of measured) {
    const key = familyOf(m.url);
    const family = families.get(key) ?? { key, pages: 0, worst: m, over: [] };
    family.pages += 1;
    if (m.js + m.css > family.worst.js + family.worst.css) family.worst = m;
    family.over.push(...m.over.map((o) => `${m.url}: ${o}`));
    families.set(key, family);
  }
  console.log(`Framework floor: ${fmtKiB(floor.js)} KiB gzipped JS in ${floor.scripts} scripts (${floor.method}; next ${floor.versions.next}, react ${floor.versions.react}).`);
  console.log('Sizes are gzipped KiB; a family row shows its heaviest page.\n');
  printTable(
    ['route', 'pages', 'budget', 'JS', 'ours', 'JS limit', 'CSS', 'CSS limit', 'HTML', 'status'],
    [...families.values()].map(({ key, pages, worst, over }) => {
      const budget = budgetOf(worst.url);
      return [key, pages, worst.budget, fmtKiB(worst.js), fmtKiB(worst.ours), budget ? `${budget.ourJsKiB}` : '—', fmtKiB(worst.css), budget ? `${budget.cssKiB}` : '—', fmtKiB(worst.html), over.length ? 'OVER' : 'ok'];
    }),
  );
}

const failures = measured.flatMap((m) => m.over.map((o) => `${m.url}: ${o}`));
// The offline worker's registration, loaded by every page: its own cap, so it can never grow unnoticed.
const registration = config.serviceWorkerRegistration;
if (registration) {
  const bytes = gzipSync(fs.readFileSync(path.join(out, registration.file))).length;
  console.log(`Service worker registration (/${registration.file}): ${bytes} bytes gzipped, limit ${registration.maxKiB} KiB.`);
  if (kib(bytes) > registration.maxKiB) failures.push(`/${registration.file}: ${fmtKiB(bytes)} KiB > ${registration.maxKiB}`);
}
if (failures.length) {
  console.error(`\n${failures.length} budget failure${failures.length === 1 ? '' : 's'} (budgets.json):\n${failures.map((f) => `  • ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${measured.length} pages are within budgets.json.`);
