#!/usr/bin/env node
/**
 * First-view bytes per route, against budgets.json. For every HTML page of out/ it reads the
 * script and stylesheet tags, gzips each file and sums them; "ours" is the JS above the framework floor
 * (an empty App Router page built with the same Next.js). "payload" is the page's inline React Server
 * Components payload (Next's `self.__next_f` scripts, gzipped on their own), which the HTML figure includes;
 * "first view" is HTML + CSS + JS. Budgets (budgets.json): our JS and the CSS per route in `budgets`, the
 * payload per route in `payloadBudgets`. Exits 1 when a route is over budget.
 * Bytes, not time, so it is stable enough to run inside `npm test`.
 *
 * Usage: npm run bench:bundle [-- --all] [--rebuild-floor] [--json] [--out dir]
 *   --all            one row per page instead of one per route family
 *   --rebuild-floor  measure the floor again instead of reading node_modules/.cache
 *   --out dir        measure another export folder (default out/, built first when missing)
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstQueryWorstCase } from './bench-search-scale.mjs';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, fmtKiB, frameworkFloor, htmlPages, kib, OUT, pageWeight, parseArgs, printTable, ROOT } from './bench-shared.mjs';

const args = parseArgs();
const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
const glob = (pattern) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
const firstMatch = (list, url) => list.find((b) => b.routes.some((r) => glob(r).test(url)));
const budgetOf = (url) => firstMatch(config.budgets, url);
const payloadBudgetOf = (url) => firstMatch(config.payloadBudgets ?? [], url);
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
    const payloadBudget = payloadBudgetOf(url);
    if (!payloadBudget) over.push('no payload budget matches');
    else if (kib(weight.payload) > payloadBudget.payloadKiB) over.push(`payload ${fmtKiB(weight.payload)} KiB > ${payloadBudget.payloadKiB}`);
    return { url, budget: budget?.name ?? '—', ...weight, firstView: weight.html + weight.css + weight.js, ours, over };
  });

if (args.json) {
  console.log(JSON.stringify({ floor, routes: measured.map(({ url, budget, js, ours, css, html, payload, firstView, over }) => ({ url, budget, js, ours, css, html, payload, firstView, over })) }, null, 2));
} else {
  // One row per route family ("/wiki/*/" = every wiki article), each column its largest page, unless --all.
  const familyOf = (url) => (args.all ? url : url.replace(/^(\/[^/]+\/)[^/]+\/$/, '$1*/'));
  const COLUMNS = ['js', 'ours', 'css', 'payload', 'html', 'firstView'];
  const families = new Map();
  for (const m of measured) {
    const key = familyOf(m.url);
    const family = families.get(key) ?? { key, pages: 0, url: m.url, budget: m.budget, max: {}, over: [] };
    family.pages += 1;
    for (const c of COLUMNS) family.max[c] = Math.max(family.max[c] ?? -Infinity, m[c]);
    family.over.push(...m.over.map((o) => `${m.url}: ${o}`));
    families.set(key, family);
  }
  console.log(
    `Framework floor: ${fmtKiB(floor.js)} KiB gzipped JS in ${floor.scripts} scripts, ${fmtKiB(floor.html)} KiB HTML of which ${fmtKiB(floor.payload)} KiB payload (${floor.method}; next ${floor.versions.next}, react ${floor.versions.react}).`,
  );
  console.log('Sizes are gzipped KiB; payload = the inline RSC payload (part of HTML); first view = HTML + CSS + JS; a family row shows each column\'s largest page.\n');
  printTable(
    ['route', 'pages', 'budget', 'JS', 'ours', 'JS limit', 'CSS', 'CSS limit', 'payload', 'payload limit', 'HTML', 'first view', 'status'],
    [...families.values()].map(({ key, pages, url, budget: name, max, over }) => {
      const budget = budgetOf(url);
      const payloadLimit = payloadBudgetOf(url)?.payloadKiB;
      return [
        key, pages, name, fmtKiB(max.js), fmtKiB(max.ours), budget ? `${budget.ourJsKiB}` : '—', fmtKiB(max.css), budget ? `${budget.cssKiB}` : '—',
        fmtKiB(max.payload), payloadLimit === undefined ? '—' : `${payloadLimit}`, fmtKiB(max.html), fmtKiB(max.firstView), over.length ? 'OVER' : 'ok',
      ];
    }),
  );
}

const failures = measured.flatMap((m) => m.over.map((o) => `${m.url}: ${o}`));

// Search: the most a first query downloads (code, names file, shards), against budgets.json's "search".
if (config.search) {
  const bytes = firstQueryWorstCase(out);
  console.log(`\nSearch: a first query downloads at most ${fmtKiB(bytes)} KiB gzipped (budget ${config.search.firstQueryKiB} KiB).`);
  if (kib(bytes) > config.search.firstQueryKiB) failures.push(`search: first query ${fmtKiB(bytes)} KiB > ${config.search.firstQueryKiB}`);
}

// The offline worker's registration, loaded by every page: its own cap, so it can never grow unnoticed.
const registration = config.serviceWorkerRegistration;
if (registration) {
  const bytes = gzipSync(fs.readFileSync(path.join(out, registration.file))).length;
  console.log(`Service worker registration (/${registration.file}): ${bytes} bytes gzipped, limit ${registration.maxKiB} KiB.`);
  if (kib(bytes) > registration.maxKiB) failures.push(`/${registration.file}: ${fmtKiB(bytes)} KiB > ${registration.maxKiB}`);
}
// The "changed since your last visit" mark's script: its own cap, and only on the pages that show a mark.
const changedMark = config.changedMark;
if (changedMark) {
  const bytes = gzipSync(fs.readFileSync(path.join(out, changedMark.file))).length;
  const loading = measured.filter((m) => [...m.scripts].includes(`/${changedMark.file}`));
  const stray = loading.filter((m) => !changedMark.routes.some((r) => glob(r).test(m.url)));
  console.log(`"Changed" mark (/${changedMark.file}): ${bytes} bytes gzipped, limit ${changedMark.maxKiB} KiB; loaded by ${loading.length} pages, ${stray.length} of them outside changedMark.routes.`);
  if (kib(bytes) > changedMark.maxKiB) failures.push(`/${changedMark.file}: ${fmtKiB(bytes)} KiB > ${changedMark.maxKiB}`);
  for (const m of stray) failures.push(`${m.url}: loads /${changedMark.file} but is no page with a "changed" mark (budgets.json changedMark.routes)`);
}
if (failures.length) {
  console.error(`\n${failures.length} budget failure${failures.length === 1 ? '' : 's'} (budgets.json):\n${failures.map((f) => `  • ${f}`).join('\n')}`);
  process.exit(1);
}
if (!args.json) console.log(`\nAll ${measured.length} pages are within budgets.json.`);
