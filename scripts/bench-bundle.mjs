#!/usr/bin/env node
/**
 * First-view gzipped bytes of every page of out/ against budgets.json (exit 1 when over): scripts, styles, "ours"
 * (JS above the framework floor), the inline RSC payload, a first search and the worker registration.
 * Usage: npm run bench:bundle [-- --all] [--rebuild-floor] [--out dir]
 *   --all            one row per page instead of one per route family ("/wiki/*\/" = every article)
 *   --rebuild-floor  build the empty Next page again instead of reading node_modules/.cache
 *   --out dir        measure another export (default out/, built first when missing)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstQueryWorstCase } from './bench-search-scale.mjs';
import { ensureBuilt, fmtKiB, frameworkFloor, gzipLength, kib, OUT, pageWeight, printTable, ROOT } from './bench-shared.mjs';
import { htmlPages } from './out-files.mjs';

const { values: args } = parseArgs({ options: { all: { type: 'boolean' }, 'rebuild-floor': { type: 'boolean' }, out: { type: 'string' } } });
const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
const glob = (pattern) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
/** The site's other languages (content/site.json): a page under /<code>/ has its English twin's budgets. */
const LANGUAGES = (JSON.parse(fs.readFileSync(path.join(ROOT, 'content/site.json'), 'utf8')).languages ?? []).map((l) => l.code);
const languagePrefix = (url) => LANGUAGES.map((code) => `/${code}`).find((prefix) => url.startsWith(`${prefix}/`)) ?? '';
const englishTwin = (url) => url.slice(languagePrefix(url).length);
/** The first budget for a page: one marked `inLanguages` applies only to pages in another language, by their English path. */
const firstMatch = (list, url) => list.find((b) => (!b.inLanguages || languagePrefix(url) !== '') && b.routes.some((r) => glob(r).test(englishTwin(url))));
const skipped = (url) => (config.skip ?? []).some((r) => glob(r).test(englishTwin(url)));

const out = args.out ? path.resolve(args.out) : OUT;
ensureBuilt(out);
const floor = frameworkFloor({ rebuild: args['rebuild-floor'] });

const measured = htmlPages(out)
  .filter(([url]) => !skipped(url))
  .map(([url, file]) => {
    const weight = pageWeight(out, file);
    const budget = firstMatch(config.budgets, url);
    const payloadBudget = firstMatch(config.payloadBudgets ?? [], url);
    const ours = weight.js - floor.js;
    const over = [];
    if (!budget) over.push('no budget matches');
    else {
      if (kib(ours) > budget.ourJsKiB) over.push(`JS +${fmtKiB(ours)} KiB > ${budget.ourJsKiB}`);
      if (kib(weight.css) > budget.cssKiB) over.push(`CSS ${fmtKiB(weight.css)} KiB > ${budget.cssKiB}`);
    }
    if (!payloadBudget) over.push('no payload budget matches');
    else if (kib(weight.payload) > payloadBudget.payloadKiB) over.push(`payload ${fmtKiB(weight.payload)} KiB > ${payloadBudget.payloadKiB}`);
    return { url, budget, payloadBudget, ...weight, firstView: weight.html + weight.css + weight.js, ours, over };
  });

// One row per route family, each column its largest page (or one row per page with --all).
const familyOf = (url) => (args.all ? url : languagePrefix(url) + englishTwin(url).replace(/^(\/[^/]+\/)[^/]+\/$/, '$1*/'));
const COLUMNS = ['js', 'ours', 'css', 'payload', 'html', 'firstView'];
const families = new Map();
for (const m of measured) {
  const family = families.get(familyOf(m.url)) ?? { key: familyOf(m.url), pages: 0, first: m, max: {}, over: 0 };
  family.pages += 1;
  for (const c of COLUMNS) family.max[c] = Math.max(family.max[c] ?? -Infinity, m[c]);
  family.over += m.over.length;
  families.set(family.key, family);
}
console.log(`Framework floor (empty App Router page, next ${floor.next}, react ${floor.react}): ${fmtKiB(floor.js)} KiB gzipped JS in ${floor.scripts.length} scripts, ${fmtKiB(floor.html)} KiB HTML.`);
console.log('Gzipped KiB; ours = JS above the floor; payload = inline RSC payload (part of HTML); first view = HTML + CSS + JS.\n');
printTable(
  ['route', 'pages', 'budget', 'JS', 'ours', 'JS limit', 'CSS', 'CSS limit', 'payload', 'payload limit', 'HTML', 'first view', 'status'],
  [...families.values()].map(({ key, pages, first: { budget, payloadBudget }, max, over }) => [
    key, pages, budget?.name ?? '—', fmtKiB(max.js), fmtKiB(max.ours), budget?.ourJsKiB ?? '—', fmtKiB(max.css), budget?.cssKiB ?? '—',
    fmtKiB(max.payload), payloadBudget?.payloadKiB ?? '—', fmtKiB(max.html), fmtKiB(max.firstView), over ? 'OVER' : 'ok',
  ]),
);

const failures = measured.flatMap((m) => m.over.map((o) => `${m.url}: ${o}`));
if (config.search) {
  // Each language's index, held to the same budget.
  for (const language of ['', ...LANGUAGES]) {
    const bytes = firstQueryWorstCase(out, 10, language);
    console.log(`${language ? '' : '\n'}Search${language && ` (${language})`}: a first query downloads at most ${fmtKiB(bytes)} KiB gzipped (budget ${config.search.firstQueryKiB} KiB).`);
    if (kib(bytes) > config.search.firstQueryKiB) failures.push(`search${language && ` (${language})`}: first query ${fmtKiB(bytes)} KiB > ${config.search.firstQueryKiB}`);
  }
}
const registration = config.serviceWorkerRegistration;
if (registration) {
  const bytes = gzipLength(fs.readFileSync(path.join(out, registration.file)));
  console.log(`Service worker registration (/${registration.file}): ${bytes} bytes gzipped, limit ${registration.maxKiB} KiB.`);
  if (kib(bytes) > registration.maxKiB) failures.push(`/${registration.file}: ${fmtKiB(bytes)} KiB > ${registration.maxKiB}`);
}
// The "changed since your last visit" mark's script: its own cap, and only on the pages that show a mark.
const changedMark = config.changedMark;
if (changedMark) {
  const bytes = gzipLength(fs.readFileSync(path.join(out, changedMark.file)));
  const loading = measured.filter((m) => [...m.scripts].includes(`/${changedMark.file}`));
  const stray = loading.filter((m) => !changedMark.routes.some((r) => glob(r).test(englishTwin(m.url))));
  console.log(`"Changed" mark (/${changedMark.file}): ${bytes} bytes gzipped, limit ${changedMark.maxKiB} KiB; loaded by ${loading.length} pages, ${stray.length} of them outside changedMark.routes.`);
  if (kib(bytes) > changedMark.maxKiB) failures.push(`/${changedMark.file}: ${fmtKiB(bytes)} KiB > ${changedMark.maxKiB}`);
  for (const m of stray) failures.push(`${m.url}: loads /${changedMark.file} but is no page with a "changed" mark (budgets.json changedMark.routes)`);
}
if (failures.length) {
  console.error(`\n${failures.length} budget failure${failures.length === 1 ? '' : 's'} (budgets.json):\n${failures.map((f) => `  • ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${measured.length} pages are within budgets.json.`);
