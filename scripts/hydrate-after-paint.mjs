#!/usr/bin/env node
/**
 * Post-build step (part of `npm run build`, before scripts/headers.mjs): the page paints before
 * Next.js's scripts run.
 *
 * Next writes its chunks as `<script src async>` in <head>. Whenever they arrive before the first
 * frame (a fast link, a repeat visit from cache), their evaluation (300 ms and more on a phone's CPU)
 * runs before the browser paints, and the page's text and images wait for it; on a slow link their
 * 140 KB download competes with the page's CSS, font and first images. This step removes them (and
 * Next's preloads of them) and lists them on a 1 KB loader (its own content-hashed file in
 * /_next/static/, so it is cached for a year and needs no CSP hash), which requests them once the
 * first contentful paint, and any above-the-fold image, is on screen. Hydration then proceeds exactly
 * as when the scripts arrive late over a slow link, which Next already handles. Pages work without
 * JavaScript anyway (static HTML), and a hidden tab, which paints no frames, hydrates after a short
 * timeout instead. The cost: menus and search start a download later on a first visit (on repeat
 * visits the chunks come from the cache).
 * Usage: node scripts/hydrate-after-paint.mjs [out]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The loader's attribute listing the chunks it starts, space-separated, in their original order. */
const CHUNKS_ATTRIBUTE = 'data-chunks';

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
    (loader ? loader.getAttribute('data-chunks').split(' ') : []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
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

/** Rewrites one page; returns it unchanged when it has no async chunk scripts (or was rewritten before). */
export function hydrateAfterPaint(html, loaderUrl) {
  if (html.includes(`${CHUNKS_ATTRIBUTE}="`)) return html;
  const sources = [];
  let rewritten = html.replace(/<script src="([^"]+)" async=""><\/script>/g, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  // Next preloads some chunks itself; a preload would start the download before the first paint.
  rewritten = rewritten.replace(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g, (link, href) => (sources.includes(href) ? '' : link));
  const headEnd = rewritten.indexOf('</head>');
  if (headEnd < 0) throw new Error('the page has no </head>');
  const loader = `<script src="${loaderUrl}" ${CHUNKS_ATTRIBUTE}="${sources.join(' ')}" async=""></script>`;
  return `${rewritten.slice(0, headEnd)}${loader}${rewritten.slice(headEnd)}`;
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
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const next = hydrateAfterPaint(html, loader.url);
    if (next !== html) {
      fs.writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`hydrate-after-paint: ${changed} of ${pages.length} pages start their scripts after the first paint`);
}
