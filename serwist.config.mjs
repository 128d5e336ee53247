// @ts-check
/**
 * Serwist's configurator mode (https://serwist.pages.dev/docs/next/config): `next build` exports the site to out/,
 * then `serwist build` bundles app/sw.ts with esbuild into out/sw.js, with the precache manifest of the files below.
 * The worker is served from / (scope: the whole site); scripts/headers-rules.mjs gives it `Cache-Control: no-cache`,
 * so a new deploy's worker is found on the next page load.
 */
import { serwist } from '@serwist/next/config';
import { OFFLINE_PAGE_PATH, precacheUrlOfFile } from './lib/offline/paths.mjs';

const OUT = 'out';

export default serwist({
  swSrc: 'app/sw.ts',
  swDest: `${OUT}/sw.js`,
  globDirectory: OUT,
  // The prerendered pages are in out/ (output: 'export'), listed below; .next/server holds no HTML here.
  precachePrerendered: false,
  // The shell: every chunk, stylesheet and font (hashed names), the offline page, the site emblem and icons, the
  // web app manifest, and the search's first index file (its names file).
  globPatterns: [
    '_next/static/**/*.{js,css,woff2}',
    `${OFFLINE_PAGE_PATH.slice(1)}index.html`,
    `${OFFLINE_PAGE_PATH.slice(1)}*.txt`,
    'search/names*.json',
    // Each language's offline page and search names file (/es/offline/, /es/search/names.json).
    `*/${OFFLINE_PAGE_PATH.slice(1)}index.html`,
    `*/${OFFLINE_PAGE_PATH.slice(1)}*.txt`,
    '*/search/names*.json',
    'icon.svg',
    'images/logo.svg',
    'icons/*.png',
    'manifest.webmanifest',
    'sw-register.js',
    'changed-mark.js',
  ],
  globIgnores: ['sw.js', 'sw.js.map'],
  // Hashed file names need no revision; every other entry gets the hash of its bytes, so a changed file is fetched again.
  dontCacheBustURLsMatching: /^_next\/static\//,
  manifestTransforms: [(entries) => ({ manifest: entries.map((e) => ({ ...e, url: precacheUrlOfFile(e.url) })), warnings: [] })],
  // The whole site's files are a few megabytes of SVG art; the shell is far below this.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
