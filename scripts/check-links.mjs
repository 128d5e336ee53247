#!/usr/bin/env node
/**
 * Crawls every HTML file of the static export and checks each internal link and image:
 * the target file exists (resolved like a CDN) and a "#fragment" names an id on the target page.
 * External links are skipped (no network here). Exit 1 on any broken link.
 * Usage: node scripts/check-links.mjs [dir=out]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveStaticFile } from './static-resolve.mjs';

const root = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idCache.get(file);
}

/** URL path of an exported HTML file ("/wiki/koby/" for out/wiki/koby/index.html). */
function urlOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
}

const problems = [];
let checked = 0;
const files = htmlFiles(root);
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const pageUrl = urlOf(file);
  for (const match of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    const raw = match[2].replaceAll('&amp;', '&');
    if (/^(https?:|mailto:|data:|javascript:)/.test(raw) || raw === '') continue;
    const url = new URL(raw, `http://site${pageUrl}`);
    checked += 1;
    const target = url.pathname === pageUrl && raw.startsWith('#') ? file : resolveStaticFile(root, url.pathname);
    if (!target) {
      problems.push(`${pageUrl}: ${match[1]}="${raw}" → no such file`);
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
      problems.push(`${pageUrl}: ${match[1]}="${raw}" → no element with id "${fragment}"`);
    }
  }
}

if (problems.length) {
  console.error(`Link check: ${problems.length} broken of ${checked} internal links in ${files.length} pages:`);
  for (const p of problems.slice(0, 40)) console.error(`  • ${p}`);
  if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
  process.exit(1);
}
console.log(`Link check: ${checked} internal links and images in ${files.length} pages, all resolve.`);
