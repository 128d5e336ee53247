import localFont from 'next/font/local';

/*
 * Body text uses the reader's system font (globals.css --font-sans): no download, no swap, so the first
 * paint of every paragraph is final. Measured with npm run bench:lighthouse, the 48 KB Inter variable
 * font competed with the scripts and the LCP image on a phone link and was the late repaint of wiki pages.
 *
 * The display font ships from npm (no network at build time) and is self-hosted by next/font. Every
 * page's title uses it, so it is preloaded; it is only the Latin subset (7 KB). `optional`: a font that has not
 * arrived when the page first lays out is not swapped in on that page, so no heading re-wraps or moves while a
 * reader looks at it (with `swap`, headings on /guide/, /wiki/ and /server/ re-wrapped at 375 px:
 * tests/e2e/font-swap.spec.ts); until then, and on such a page, headings paint in a stand-in sized to its metrics
 * (app/display-font-fallbacks.css: Arial or its Linux twin Liberation Sans, else Roboto on Android).
 */
export const russoOne = localFont({
  src: '../../node_modules/@fontsource/russo-one/files/russo-one-latin-400-normal.woff2',
  variable: '--font-russo',
  weight: '400',
  display: 'optional',
  preload: true,
  // next/font's generated fallback only finds Arial; ours also find Liberation Sans and Roboto.
  adjustFontFallback: false,
  fallback: ['russoOne Fallback Arial', 'russoOne Fallback Roboto'],
});

/** Class names that define the font variables on <html>. */
export const fontVariables = russoOne.variable;
