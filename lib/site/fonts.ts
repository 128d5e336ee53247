import localFont from 'next/font/local';

/**
 * Body text uses the system font: no download or swap (the 48 KB Inter font delayed wiki pages' paint on phones).
 * The display font is self-hosted (Latin, 7 KB) and preloaded. `optional`, so no heading re-wraps (with `swap`,
 * headings on /guide/, /wiki/, /server/ re-wrapped at 375 px); the stand-in is app/display-font-fallbacks.css.
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
