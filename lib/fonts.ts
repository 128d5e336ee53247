import localFont from 'next/font/local';

// Fonts ship inside npm packages (no network at build time), self-hosted by next/font.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const russoOne = localFont({
  src: '../node_modules/@fontsource/russo-one/files/russo-one-latin-400-normal.woff2',
  variable: '--font-russo',
  weight: '400',
  display: 'swap',
});
