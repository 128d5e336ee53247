/**
 * Reading a static export: its files, pages, URLs and parse5-parsed HTML (the one place character references are
 * decoded). No import.meta here: Playwright compiles the modules its specs import to CommonJS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';

/** Every file under `dir`, relative and sorted; `skip` names folders never entered, `ext` filters by ending. */
export function filesUnder(dir, { ext = '', skip = [] } = {}) {
  const found = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) walk(rel);
      } else if (entry.name.endsWith(ext)) found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** The URL path an exported HTML file serves: "/" for index.html, "/wiki/koby/" for wiki/koby/index.html, "/404.html" as is. */
function urlOfHtmlFile(rel) {
  if (rel === 'index.html') return '/';
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
}

/** Every HTML page of an export (Next's _next/ folder left out) as [urlPath, absolute file], sorted by URL. */
export function htmlPages(out) {
  return filesUnder(out, { ext: '.html', skip: ['_next'] })
    .map((rel) => [urlOfHtmlFile(rel), path.join(out, rel)])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** A whole HTML document parsed; `locations` adds each node's source offsets (for edits that keep the rest byte for byte). */
export const parseHtml = (html, { locations = false } = {}) => parse(html, { sourceCodeLocationInfo: locations });

/** The elements under a node in document order, optionally only those with a tag name; <template> contents included. */
export function* elementsOf(node, tagName) {
  const children = node.content?.childNodes ?? node.childNodes ?? [];
  for (const child of children) {
    if (!child.tagName) continue;
    if (!tagName || child.tagName === tagName) yield child;
    yield* elementsOf(child, tagName);
  }
}

/** The value of an element's attribute (decoded by the parser), or undefined. Names are lower case in HTML. */
export const attributeOf = (element, name) => element.attrs.find((a) => a.name === name)?.value;

/** The text under a node: the concatenated text nodes (a <script>'s source as the browser hashes it). */
export function textOf(node) {
  if (node.nodeName === '#text') return node.value;
  const children = node.content?.childNodes ?? node.childNodes ?? [];
  return children.map(textOf).join('');
}

/** The texts of a page's inline `self.__next_f.push(…)` flight-data scripts (the payload is not parsed). */
export function flightScriptTexts(document) {
  return [...elementsOf(document, 'script')]
    .filter((el) => attributeOf(el, 'src') === undefined)
    .map(textOf)
    .filter((text) => text.includes('self.__next_f'));
}
