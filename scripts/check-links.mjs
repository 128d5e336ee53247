#!/usr/bin/env node
/**
 * Checks every internal link and image of the export (file exists, "#fragment" exists), that every page is reachable
 * by plain HTML links from home, and the plain-text edition's links. External links are skipped.
 * Usage: node scripts/check-links.mjs [dir=out]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { attributeOf, elementsOf, filesUnder, htmlPages, parseHtml } from './out-files.mjs';
import { resolveStaticFile } from './static-resolve.mjs';

const root = path.resolve(process.argv[2] ?? 'out');

/** Per HTML file: the ids on the page, and its href/src references as [attribute, value] (decoded by the parser). */
const parsedCache = new Map();
function parsed(file) {
  if (!parsedCache.has(file)) {
    const elements = [...elementsOf(parseHtml(readFileSync(file, 'utf8')))];
    const ids = new Set(elements.map((el) => attributeOf(el, 'id')).filter((id) => id !== undefined));
    const references = elements.flatMap((el) => ['href', 'src'].flatMap((name) => (attributeOf(el, name) === undefined ? [] : [[name, attributeOf(el, name)]])));
    parsedCache.set(file, { ids, references });
  }
  return parsedCache.get(file);
}
const idsOf = (file) => parsed(file).ids;

const pages = htmlPages(root);
/** URL path of an exported HTML file ("/wiki/koby/" for out/wiki/koby/index.html). */
const urlOfFile = new Map(pages.map(([url, file]) => [file, url]));
const urlOf = (file) => urlOfFile.get(file);

const problems = [];
let checked = 0;
/** HTML file → the HTML files its links lead to. */
const linksFrom = new Map();
const files = pages.map(([, file]) => file);
for (const [pageUrl, file] of pages) {
  const targets = new Set();
  linksFrom.set(file, targets);
  for (const match of parsed(file).references) {
    const raw = match[1];
    if (/^(https?:|mailto:|data:|javascript:)/.test(raw) || raw === '') continue;
    const url = new URL(raw, `http://site${pageUrl}`);
    checked += 1;
    const target = url.pathname === pageUrl && raw.startsWith('#') ? file : resolveStaticFile(root, url.pathname);
    if (!target) {
      problems.push(`${pageUrl}: ${match[0]}="${raw}" → no such file`);
      continue;
    }
    if (match[0] === 'href' && target.endsWith('.html')) targets.add(target);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
      problems.push(`${pageUrl}: ${match[0]}="${raw}" → no element with id "${fragment}"`);
    }
  }
}

// The plain-text edition (scripts/plain-text.ts): every Markdown link in llms.txt, llms-full.txt and the wiki's .md
// twins must answer 200 on the host, and its #fragment must name an id on the page it leads to.
const plainTextFiles = ['llms.txt', 'llms-full.txt', ...filesUnder(path.join(root, 'wiki'), { ext: '.md' }).map((file) => path.join('wiki', file))];
for (const name of plainTextFiles) {
  const file = path.join(root, name);
  if (!existsSync(file)) {
    problems.push(`/${name}: missing (the plain-text edition is written by scripts/plain-text.ts)`);
    continue;
  }
  for (const [, raw] of readFileSync(file, 'utf8').matchAll(/\]\((\/[^)\s]*)\)/g)) {
    const url = new URL(raw, 'http://site/');
    checked += 1;
    const target = resolveStaticFile(root, url.pathname);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!target) problems.push(`/${name}: link "${raw}" → no such file`);
    else if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) problems.push(`/${name}: link "${raw}" → no element with id "${fragment}"`);
  }
}

/** Pages a visitor only meets by mistake, or that exist for the host (the error page). */
const NOT_LINKED_ON_PURPOSE = /^\/(404(\.html|\/)|_not-found\/)/;
const reached = new Set([path.join(root, 'index.html')]);
for (const queue = [...reached]; queue.length > 0; ) {
  for (const next of linksFrom.get(queue.shift()) ?? []) {
    if (!reached.has(next)) {
      reached.add(next);
      queue.push(next);
    }
  }
}
for (const file of files) {
  if (!reached.has(file) && !NOT_LINKED_ON_PURPOSE.test(urlOf(file))) problems.push(`${urlOf(file)}: no link leads here from the home page (in the static HTML)`);
}

if (problems.length) {
  console.error(`Link check: ${problems.length} problem${problems.length === 1 ? "" : "s"} in ${checked} internal links of ${files.length} pages:`);
  for (const p of problems.slice(0, 40)) console.error(`  • ${p}`);
  if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
  process.exit(1);
}
console.log(`Link check: ${checked} internal links and images in ${files.length} pages, all resolve; every page is reachable from the home page.`);
