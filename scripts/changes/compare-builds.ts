/**
 * Which pages two exports render differently, by the text a reader gets (parse5); scripts, styles, build ids and
 * hashes carry no text, so builds of the same content compare equal.
 */
import fs from 'node:fs';
import { diffArrays } from 'diff';
import { attributeOf, htmlPages, parseHtml, textOf, type HtmlNode } from '../out-files.mjs';

/** Elements whose text no reader gets. */
const UNREAD = new Set(['script', 'style', 'template', 'noscript']);
/** Elements inside a line of text: their text joins the text around them ("Your first kill pays 3 Gold Coins."). */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
/** Attributes a reader or a screen reader perceives. */
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A page's text as lines: title, description, then visible text and perceived attributes in document order. */
export function pageLines(html: string): string[] {
  const document = parseHtml(html);
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = squeeze(current);
    if (line) lines.push(line);
    current = '';
  };
  const walk = (node: HtmlNode, inBody: boolean) => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if (child.nodeName === '#text') {
        if (inBody) current += (child as { value: string }).value;
        continue;
      }
      if (!('tagName' in child) || UNREAD.has(child.tagName)) continue;
      if (child.tagName === 'title' && !inBody) {
        lines.push(`[title] ${squeeze(textOf(child))}`);
        continue;
      }
      if (child.tagName === 'meta' && attributeOf(child, 'name') === 'description') lines.push(`[description] ${squeeze(attributeOf(child, 'content') ?? '')}`);
      const body = inBody || child.tagName === 'body';
      const block = !INLINE.has(child.tagName);
      if (block) flush();
      if (body) {
        for (const name of READ_ATTRIBUTES) {
          const value = attributeOf(child, name);
          if (value?.trim()) {
            flush();
            lines.push(`[${name}] ${squeeze(value)}`);
          }
        }
      }
      walk(child, body);
      if (block) flush();
    }
  };
  walk(document, false);
  flush();
  return lines;
}

/** The pages of an export by URL ("/bosses/mezul/"): every route's index.html, Next's internal not-found route left out. */
export function exportedPages(out: string): Map<string, string> {
  return new Map(htmlPages(out).filter(([url]) => url.endsWith('/') && !url.startsWith('/_not-found/')));
}

/** A page whose text differs: the lines only the base has and the lines only the head has, in order. */
export interface ChangedPage {
  url: string;
  removed: string[];
  added: string[];
}

export interface BuildComparison {
  changed: ChangedPage[];
  added: string[];
  removed: string[];
  /** Pages in the head build. */
  pageCount: number;
}

/** A page's markup without scripts, styles and the CSP <meta>: pages equal in it need no parse. */
export const readerMarkup = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>|<link\b[^>]*>|<meta http-equiv="[^"]*"[^>]*>/gi, '');

/** Compares two exports page by page. */
export function compareBuilds(baseOut: string, headOut: string): BuildComparison {
  const base = exportedPages(baseOut);
  const head = exportedPages(headOut);
  const changed: ChangedPage[] = [];
  for (const [url, headFile] of head) {
    const baseFile = base.get(url);
    if (!baseFile) continue;
    const [beforeHtml, afterHtml] = [fs.readFileSync(baseFile, 'utf8'), fs.readFileSync(headFile, 'utf8')];
    if (readerMarkup(beforeHtml) === readerMarkup(afterHtml)) continue;
    const [before, after] = [pageLines(beforeHtml), pageLines(afterHtml)];
    if (before.join('\n') === after.join('\n')) continue;
    const removed: string[] = [];
    const added: string[] = [];
    for (const part of diffArrays(before, after)) {
      if (part.removed) removed.push(...part.value);
      else if (part.added) added.push(...part.value);
    }
    changed.push({ url, removed, added });
  }
  return {
    changed,
    added: [...head.keys()].filter((url) => !base.has(url)),
    removed: [...base.keys()].filter((url) => !head.has(url)),
    pageCount: head.size,
  };
}
