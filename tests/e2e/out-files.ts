import fs from 'node:fs';
import path from 'node:path';
import { attributeOf, elementsOf, filesUnder, parseHtml, textOf } from '../../scripts/out-files.mjs';

/** Reading the built out/ directly, for tests of what the build wrote (no browser). */
export const OUT = path.resolve(__dirname, '../../out');

/** Every HTML file under out/, relative to it. */
export function htmlFiles(dir = OUT): string[] {
  return filesUnder(dir, { ext: '.html' });
}

/** The route an exported index.html serves ("wiki/dryad/index.html" → "/wiki/dryad/"). */
export const routeOfIndexFile = (file: string) => `/${file.replace(/index\.html$/, '')}`;

/** The file under out/ that a site URL or path is served from. */
export function outFileOf(urlOrPath: string): string {
  const pathname = new URL(urlOrPath, 'http://site.invalid').pathname;
  return path.join(OUT, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

/** The parts of an exported page's <head> (and JSON-LD) that crawlers and chat apps read, as the parser reads them. */
export function headOf(html: string) {
  const document = parseHtml(html);
  const elements = [...elementsOf(document)];
  const metas = elements.filter((el) => el.tagName === 'meta');
  const meta = (key: string) => metas.filter((m) => attributeOf(m, 'property') === key || attributeOf(m, 'name') === key).map((m) => attributeOf(m, 'content') ?? '');
  return {
    // The document's title: an SVG <title> in the body is a tooltip, not the page's title.
    titles: [...elementsOf(document, 'head')].flatMap((head) => [...elementsOf(head, 'title')]).map(textOf),
    meta,
    canonical: elements.filter((el) => el.tagName === 'link' && attributeOf(el, 'rel') === 'canonical').map((l) => attributeOf(l, 'href') ?? ''),
    jsonLd: elements
      .filter((el) => el.tagName === 'script' && attributeOf(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(textOf(el)) as Record<string, unknown>),
  };
}

/** Width and height of a PNG from its IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Whether a built page shows its English text under a language's prefix (components/site/FallbackNotice.tsx). */
export const isFallbackPage = (route: string) => fs.readFileSync(outFileOf(route), 'utf8').includes('data-translation="fallback"');
