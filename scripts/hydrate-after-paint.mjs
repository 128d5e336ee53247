#!/usr/bin/env node
/**
 * Post-build step (part of `npm run build`, before scripts/headers.mjs): the page paints before
 * Next.js's scripts run, and its HTML carries the page once, not twice.
 *
 * Scripts. Next writes its chunks as `<script src async>` in <head>. Whenever they arrive before the
 * first frame (a fast link, a repeat visit from cache), their evaluation (300 ms and more on a phone's
 * CPU) runs before the browser paints, and the page's text and images wait for it; on a slow link their
 * 140 KB download competes with the page's CSS, font and first images. This step removes them (and
 * Next's preloads of them) and lists them on a 1 KB loader (its own content-hashed file in
 * /_next/static/, so it is cached for a year and needs no CSP hash), which requests them once the
 * first contentful paint, and any above-the-fold image, is on screen.
 *
 * Flight data. Next also inlines the page's React Server Components payload (`self.__next_f.push(…)`
 * scripts), a second copy of the page that only hydration reads: about half of every page's HTML.
 * This step moves it, unchanged and in order, into one content-hashed file per page under
 * /_next/static/flight/, which the loader runs before the chunks (scripts added with async=false run in
 * the order they were added), so Next's runtime finds the payload exactly as if it had been inline.
 *
 * Hydration then proceeds as when the scripts arrive late over a slow link, which Next handles. Pages
 * work without JavaScript anyway (static HTML), and a hidden tab, which paints no frames, hydrates after
 * a short timeout instead. The cost: menus and search start a download later on a first visit (on
 * repeat visits the files come from the cache).
 * Usage: node scripts/hydrate-after-paint.mjs [out]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The loader's attribute listing the chunks it starts, space-separated, in their original order. */
const CHUNKS_ATTRIBUTE = 'data-chunks';
/** The loader's attribute naming the page's flight-data file, which runs before the chunks. */
const FLIGHT_ATTRIBUTE = 'data-flight';
/** Next's inline flight-data scripts: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])` and each `self.__next_f.push(…)`. */
const FLIGHT_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;

/**
 * Runs in the page (the loader file's body): adds the chunk scripts once the first contentful paint is
 * on screen and the above-the-fold images (fetchpriority="high") have loaded and been painted, or after
 * 1.5 s at most (a hidden tab paints nothing; a browser without paint timing starts at once).
 */
function startAfterPaint() {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var loader = document.querySelector('script[data-chunks]');
    if (!loader) return;
    var flight = loader.getAttribute('data-flight');
    (flight ? [flight] : []).concat(loader.getAttribute('data-chunks').split(' ')).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // Run in the order added: the flight data before the runtime that reads it.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function whenPriorityImagesLoaded(then) {
    var pending = [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (img) {
      return !img.complete;
    });
    var left = pending.length;
    if (!left) return then();
    pending.forEach(function (img) {
      function done() {
        if (--left === 0) then();
      }
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    });
  }
  function whenParsed(then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  }
  whenParsed(function () {
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        whenPriorityImagesLoaded(afterNextFrame);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      start();
    }
    setTimeout(start, 1500);
  });
}

/** The loader's code, minified with esbuild when it is installed (it comes with tsx), else as written. */
async function loaderCode() {
  const source = `(${startAfterPaint.toString()})();\n`;
  try {
    const { transform } = await import('esbuild');
    return (await transform(source, { minify: true, target: 'es2017' })).code;
  } catch {
    return source;
  }
}

/** The loader file's text and its content-hashed URL under /_next/static/chunks/. */
export async function loaderFile() {
  const text = await loaderCode();
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { text, url: `/_next/static/chunks/hydrate-after-paint-${hash}.js` };
}

/** The flight-data file for a page's payload: its text and content-hashed URL. */
export function flightFile(text) {
  return { text, url: `/_next/static/flight/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js` };
}

/**
 * The files a rewritten page's loader will start, read back from its attributes: the chunks, in order,
 * and the flight-data file (undefined on a page without one). For the tools that follow what a page
 * loads (the link check, the bundle and Lighthouse benches).
 * @returns {{ chunks: string[], flight: string | undefined }}
 */
export function loaderFiles(html) {
  const attribute = (name) => new RegExp(`<script\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return { chunks: (attribute(CHUNKS_ATTRIBUTE) ?? '').split(' ').filter(Boolean), flight: attribute(FLIGHT_ATTRIBUTE) };
}

/**
 * Rewrites one page: its async chunks move onto the loader, its inline flight data into a file.
 * Returns the page unchanged (and no file) when it has no async chunk scripts or was rewritten before.
 * @returns {{ html: string, flight?: { text: string, url: string } }}
 */
export function hydrateAfterPaint(html, loaderUrl) {
  if (html.includes(`${CHUNKS_ATTRIBUTE}="`)) return { html };
  const sources = [];
  let rewritten = html.replace(/<script src="([^"]+)" async=""><\/script>/g, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return { html };
  // Next preloads some chunks itself; a preload would start the download before the first paint.
  rewritten = rewritten.replace(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g, (link, href) => (sources.includes(href) ? '' : link));
  const pushes = [];
  rewritten = rewritten.replace(FLIGHT_SCRIPT, (_, code) => {
    pushes.push(code);
    return '';
  });
  const flight = pushes.length > 0 ? flightFile(`${pushes.join(';\n')};\n`) : undefined;
  const headEnd = rewritten.indexOf('</head>');
  if (headEnd < 0) throw new Error('the page has no </head>');
  const flightAttribute = flight ? ` ${FLIGHT_ATTRIBUTE}="${flight.url}"` : '';
  const loader = `<script src="${loaderUrl}" ${CHUNKS_ATTRIBUTE}="${sources.join(' ')}"${flightAttribute} async=""></script>`;
  return { html: `${rewritten.slice(0, headEnd)}${loader}${rewritten.slice(headEnd)}`, flight };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? 'out');
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) pages.push(full);
    }
  };
  walk(out);
  const loader = await loaderFile();
  fs.writeFileSync(path.join(out, loader.url), loader.text);
  let changed = 0;
  let flightBytes = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const next = hydrateAfterPaint(html, loader.url);
    if (next.html === html) continue;
    if (next.flight) {
      fs.mkdirSync(path.join(out, path.dirname(next.flight.url)), { recursive: true });
      fs.writeFileSync(path.join(out, next.flight.url), next.flight.text);
      flightBytes += next.flight.text.length;
    }
    fs.writeFileSync(file, next.html);
    changed += 1;
  }
  console.log(
    `hydrate-after-paint: ${changed} of ${pages.length} pages start their scripts after the first paint; ` +
      `${Math.round(flightBytes / 1024)} KiB of inline flight data moved to /_next/static/flight/`,
  );
}
