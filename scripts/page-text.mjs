/** Visible text of built pages, for checks over out/ (what is in the static file is what a reader gets). */
import { serialize } from 'parse5';
import { elementsOf, htmlPages, parseHtml } from './out-files.mjs';

/** The HTML of <main>, or the whole page if there is none. */
export function mainHtml(html) {
  const main = elementsOf(parseHtml(html), 'main').next().value;
  return main ? serialize(main) : html;
}

const UNREAD = new Set(['script', 'style', 'template', 'noscript']);

/** Text of an HTML fragment as the parser reads it: scripts, styles and templates dropped, element boundaries turned into spaces. */
export function htmlToText(html, { dropDetails = false } = {}) {
  const parts = [];
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      // React separates adjacent text with <!-- --> comments: a reader sees "10%", not "10 %", so comments add nothing.
      if (child.nodeName === '#text') parts.push(child.value);
      else if (child.tagName && !UNREAD.has(child.tagName) && !(dropDetails && child.tagName === 'details')) {
        parts.push(' ');
        walk(child);
        parts.push(' ');
      }
    }
  };
  walk(parseHtml(html));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Every exported page: URL path → file (out/<route>/index.html), without 404 pages. */
export function builtPages(outDir) {
  return new Map(htmlPages(outDir).filter(([url]) => url.endsWith('/') && !/^\/(_not-found|404)\//.test(url)));
}
