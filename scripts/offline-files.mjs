/** What "Save the wiki" fetches: each page's HTML, RSC payload files and assets, once each, with uncompressed sizes. */
import fs from 'node:fs';
import path from 'node:path';
import { attributeOf, elementsOf, htmlPages, parseHtml } from './out-files.mjs';
import { resolveStaticFile } from './static-resolve.mjs';

/** Pages that are not part of the wiki: the host's error pages. */
const NOT_A_PAGE = /^\/(404(\.html|\/)|_not-found\/)/;

/** Same-site files an HTML page loads or shows, as URL paths. @param {string} html @returns {string[]} */
export const assetsOfPage = (html) => assetsOfDocument(parseHtml(html));

/** assetsOfPage of a page already parsed (parseHtml). @returns {string[]} */
export function assetsOfDocument(document) {
  const urls = [];
  for (const el of elementsOf(document)) {
    if (el.tagName === 'img' || el.tagName === 'script') urls.push(attributeOf(el, 'src'));
    if (el.tagName === 'link' && /\b(stylesheet|preload|icon)\b/.test(attributeOf(el, 'rel') ?? '')) urls.push(attributeOf(el, 'href'));
  }
  return urls.filter((url) => url?.startsWith('/') && !url.startsWith('//') && !url.startsWith('/og/')).map((url) => url.split(/[?#]/)[0]);
}

/**
 * @param {string} out the export folder
 * @param {(file: string) => string[]} assetsOfFile an HTML page's assets (by default read and parsed here; the
 *   one pass over the pages, scripts/finish-pages.mjs, passes what it found while it had each page parsed)
 * @returns {{ pages: number, bytes: number, files: [url: string, bytes: number][] }}
 */
export function offlineFiles(out, assetsOfFile = (file) => assetsOfPage(fs.readFileSync(file, 'utf8')), inEdition = () => true) {
  /** @type {Map<string, number>} */
  const files = new Map();
  const add = (url) => {
    if (files.has(url)) return;
    const file = resolveStaticFile(out, url);
    if (file) files.set(url, fs.statSync(file).size);
  };
  const pages = htmlPages(out).filter(([url]) => !NOT_A_PAGE.test(url) && inEdition(url));
  for (const [url, file] of pages) {
    add(url);
    for (const payload of fs.readdirSync(path.dirname(file)).filter((name) => name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'))).sort()) add(`${url}${payload}`);
    for (const asset of assetsOfFile(file)) add(asset);
  }
  const list = [...files];
  return { pages: pages.length, bytes: list.reduce((sum, [, bytes]) => sum + bytes, 0), files: list };
}
