#!/usr/bin/env node
/**
 * Validates every Atom feed of the export with real parsers (fast-xml-parser, then feedsmith as Atom) and checks
 * RFC 4287's required elements, links into the export, and each page's <link rel="alternate"> feed.
 * Usage: node scripts/check-feeds.mjs [dir=out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { detectAtomFeed, parseAtomFeed } from 'feedsmith';
import { attributeOf, elementsOf, filesUnder, htmlPages, parseHtml } from './out-files.mjs';
import { resolveStaticFile } from './static-resolve.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
const problems = [];
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const IRI = /^[a-z][a-z0-9+.-]*:\S+$/i;

// filesUnder lists paths relative to root.
const feeds = filesUnder(root, { ext: '.xml' }).filter((file) => path.basename(file) === 'feed.xml').map((file) => path.join(root, file));
if (feeds.length === 0) problems.push(`no feed.xml under ${root}`);

/** The site's base URL: the feed's own rel="self" link less its path. */
function checkFeed(file) {
  const rel = `/${path.relative(root, file).split(path.sep).join('/')}`;
  const say = (message) => problems.push(`${rel}: ${message}`);
  const xml = fs.readFileSync(file, 'utf8');
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return say(`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  if (!detectAtomFeed(xml)) return say('not recognised as an Atom feed');
  const feed = parseAtomFeed(xml);
  const text = (value) => (typeof value === 'string' ? value : value?.value);
  const self = feed.links?.find((l) => l.rel === 'self')?.href;
  if (!self) say('no <link rel="self">');
  const base = self && self.endsWith(rel) ? self.slice(0, -rel.length) : undefined;
  if (self && !base) say(`its rel="self" link ${self} does not end with its own path ${rel}`);
  /** A link to the site leads to a file of the export. */
  const checkLink = (href, where) => {
    if (!href || !/^https?:\/\//.test(href)) return say(`${where}: link "${href}" is not an absolute http(s) URL`);
    if (!base || !href.startsWith(`${base}/`)) return;
    const { pathname } = new URL(href);
    if (!resolveStaticFile(root, pathname)) say(`${where}: link ${href} leads to no file of the export`);
  };
  if (!feed.id || !IRI.test(feed.id)) say(`feed id "${feed.id}" is not an IRI`);
  if (!text(feed.title)) say('feed has no title');
  if (!feed.updated || !RFC3339.test(feed.updated)) say(`feed updated "${feed.updated}" is not an RFC 3339 time`);
  const entries = feed.entries ?? [];
  if (!feed.authors?.some((a) => a.name) && !entries.every((e) => e.authors?.some((a) => a.name))) say('no author for the feed or for every entry');
  const ids = new Set();
  entries.forEach((entry, i) => {
    const where = `entry ${i + 1} (${text(entry.title) ?? 'untitled'})`;
    if (!entry.id || !IRI.test(entry.id)) say(`${where}: id "${entry.id}" is not an IRI`);
    if (ids.has(entry.id)) say(`${where}: id ${entry.id} repeats an earlier entry's`);
    ids.add(entry.id);
    if (!text(entry.title)) say(`${where}: no title`);
    if (!entry.updated || !RFC3339.test(entry.updated)) say(`${where}: updated "${entry.updated}" is not an RFC 3339 time`);
    else if (feed.updated && new Date(entry.updated) > new Date(feed.updated)) say(`${where}: updated after the feed's own updated`);
    if (!text(entry.summary) && !text(entry.content)) say(`${where}: no summary`);
    const alternate = entry.links?.find((l) => !l.rel || l.rel === 'alternate');
    if (!alternate) say(`${where}: no alternate link`);
    else checkLink(alternate.href, where);
  });
  return { rel, entries: entries.length, title: text(feed.title) };
}

const results = feeds.map(checkFeed).filter(Boolean);

// Every <link rel="alternate" type="application/atom+xml"> of a page names a feed that exists.
let linked = 0;
for (const [url, file] of htmlPages(root)) {
  for (const el of elementsOf(parseHtml(fs.readFileSync(file, 'utf8')))) {
    if (el.tagName !== "link" || attributeOf(el, 'rel') !== 'alternate' || attributeOf(el, 'type') !== 'application/atom+xml') continue;
    linked++;
    const href = attributeOf(el, 'href') ?? '';
    const pathname = new URL(href, 'http://site.invalid').pathname;
    if (!feeds.some((f) => `/${path.relative(root, f).split(path.sep).join('/')}` === pathname)) problems.push(`${url}: <link rel="alternate"> names ${href}, which is no feed of the export`);
  }
}

for (const r of results) console.log(`${r.rel}: valid Atom, ${r.entries} ${r.entries === 1 ? 'entry' : 'entries'} (“${r.title}”)`);
console.log(`${results.length} feeds checked with fast-xml-parser and feedsmith; ${linked} <link rel="alternate" type="application/atom+xml"> on the pages lead to them.`);
if (problems.length) {
  console.error(`\n${problems.length} feed problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  • ${p}`).join('\n')}`);
  process.exit(1);
}
