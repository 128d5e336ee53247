/**
 * Inlines a page's critical CSS with Beasties and moves Next's stylesheet link to the end of <body>, preloaded from
 * <head>, so the first paint needs no round trip (no script: CSP-safe). Fails on any change in Next's or Beasties'
 * output it relies on: the data-precedence link, a Beasties warning, the @font-face rules, scripts left unchanged.
 */
import fs from 'node:fs';
import Beasties from 'beasties';
import { attributeOf, elementsOf, parseHtml, textOf } from './out-files.mjs';

export const CRITICAL_CSS_OPTIONS = {
  publicPath: '/',
  // Stylesheet links move to the end of <body>, a <link rel=preload> takes their place: no script needed.
  preload: 'default',
  // The font faces the inlined rules use, so headings paint in Russo One's size-matched fallback at once
  // (no shift when the stylesheet lands); the layout already preloads the font file.
  inlineFonts: true,
  preloadFonts: false,
  allowRules: [
    // The theme the reader chose is set on <html data-theme> by a script before the first paint, so the
    // static markup never matches these rules; without them a light-theme reader would see the dark one first.
    /data-theme/,
    // next/font's class naming its families: the markup uses the font through a CSS variable, which Beasties
    // cannot follow, so this rule is what tells it which @font-face rules are critical (checked below).
    /_className$/,
    // Beasties cannot match selectors inside :where() (Tailwind's space-y-*, divide-* and variants) and drops
    // them without a warning; Tailwind only writes the ones the site uses, so keeping them all costs little.
    /:where\(/,
    // The table of contents shows its <details> content on desktops through ::details-content, which Beasties
    // cannot evaluate either.
    /::details-content/,
  ],
  dedupeWarnings: false,
};

/** What Next's page must keep through the rewrite: its scripts, byte for byte, in order. */
function scriptsOf(document) {
  return [...elementsOf(document, 'script')].map((el) => attributeOf(el, 'src') ?? `inline:${textOf(el)}`);
}

const isStylesheet = (el) => el.tagName === 'link' && attributeOf(el, 'rel') === 'stylesheet';

const fontFaces = (text) => text.split('@font-face').length - 1;
/** @font-face rules per stylesheet href, read once per worker: every page links the same stylesheet. */
const sheetFontFaces = new Map();
const fontFacesOfSheet = (out, href) => {
  if (!sheetFontFaces.has(href)) sheetFontFaces.set(href, fontFaces(fs.readFileSync(`${out}${href}`, 'utf8')));
  return sheetFontFaces.get(href);
};

/**
 * One page's HTML with critical CSS inlined, parsed (with locations), its inlined bytes and linked stylesheets.
 * @param {string} html @param {string} out the export folder (Beasties reads the stylesheets from it)
 */
export async function criticalCss(html, out) {
  const warnings = [];
  // Beasties leaves out, at debug level only, a rule whose selector it cannot evaluate: that is a rule a page
  // may need for its first paint, so it fails the build like a warning (allowRules above keep the known ones).
  const unevaluable = (m) => /Cannot statically evaluate selector/.test(m) && warnings.push(m);
  const logger = { trace() {}, debug: unevaluable, info() {}, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) };
  const beasties = new Beasties({ ...CRITICAL_CSS_OPTIONS, path: out, logger, logLevel: 'debug' });

  const before = parseHtml(html);
  const [headBefore] = elementsOf(before, 'head');
  const links = [...elementsOf(headBefore, 'link')].filter((el) => isStylesheet(el) && attributeOf(el, 'data-precedence') !== undefined);
  if (links.length === 0) throw new Error('Next wrote no <link rel="stylesheet" data-precedence> in <head> (its output changed, or the step ran twice)');
  const hrefs = links.map((el) => attributeOf(el, 'href'));

  const rewritten = await beasties.process(html);
  if (warnings.length) throw new Error(`Beasties: ${warnings.join(' / ')}`);

  const after = parseHtml(rewritten, { locations: true });
  const [head] = elementsOf(after, 'head');
  const [body] = elementsOf(after, 'body');
  const styles = [...elementsOf(head, 'style')];
  const css = styles.map(textOf).join('');
  if (styles.length !== 1 || css.length === 0) throw new Error(`expected one non-empty <style> in <head>, found ${styles.length}`);
  const sheetFaces = hrefs.reduce((sum, href) => sum + fontFacesOfSheet(out, href), 0);
  if (fontFaces(css) !== sheetFaces) throw new Error(`the inline CSS has ${fontFaces(css)} of the stylesheet's ${sheetFaces} @font-face rules: headings would paint in another font first`);
  if ([...elementsOf(head, 'link')].some(isStylesheet)) throw new Error('a stylesheet link is still in <head>, blocking the first paint');
  const preloads = [...elementsOf(head, 'link')].filter((el) => attributeOf(el, 'rel') === 'preload' && attributeOf(el, 'as') === 'style').map((el) => attributeOf(el, 'href'));
  const moved = [...elementsOf(body, 'link')].filter(isStylesheet).map((el) => attributeOf(el, 'href'));
  for (const href of hrefs) {
    if (!preloads.includes(href)) throw new Error(`${href} has no <link rel="preload" as="style"> in <head>`);
    if (!moved.includes(href)) throw new Error(`${href} is no longer loaded as a stylesheet at the end of <body>`);
  }
  if (scriptsOf(after).join('\n') !== scriptsOf(before).join('\n')) throw new Error("the page's scripts changed in the rewrite (they must stay as Next wrote them)");

  return { html: rewritten, document: after, inlinedBytes: Buffer.byteLength(css), hrefs };
}
