#!/usr/bin/env node
/**
 * Post-build step (part of `npm run build`, after the share images and before scripts/headers.mjs, which
 * hashes the <style> this writes into each page's CSP): the first paint without a stylesheet round trip.
 *
 * Beasties (a maintained tool; Next's own `optimizeCss` runs it for the Pages Router only) inlines in each
 * page the rules of the site stylesheet that the page's markup uses, and moves Next's <link rel=stylesheet>
 * to the end of <body> with a <link rel=preload> in its place, so the whole stylesheet still arrives early and
 * is cached for the next page, without blocking the first paint. Then the stylesheet's @font-face rules, which
 * every page now declares inline, leave the stylesheet (scripts/critical-css-fonts.mjs says why). No script:
 * CSP-safe and works with JavaScript off. React adopts the moved link when it hydrates (it finds stylesheets by
 * href anywhere).
 *
 * Fails the build, naming the page, when Next's output no longer has the shape this relies on (a
 * stylesheet link with data-precedence in <head>), when Beasties warns (a rule it cannot read), when the
 * inline CSS or the moved stylesheet is not what the first paint needs, or when any of the page's scripts
 * changed (inline ones byte for byte); scripts/critical-css-page.mjs lists the checks. Fails, too, when the
 * stylesheets hold no @font-face to give up (next/font wrote its faces elsewhere).
 * Usage: node scripts/critical-css.mjs [out]
 */
import os from 'node:os';
import path from 'node:path';
import { isMainThread, Worker, workerData, parentPort } from 'node:worker_threads';
import { dropFontFacesFromStylesheets } from './critical-css-fonts.mjs';
import { criticalCssPage, CRITICAL_CSS_OPTIONS } from './critical-css-page.mjs';
import { htmlPages } from './out-files.mjs';

if (isMainThread) {
  const out = path.resolve(process.argv[2] ?? 'out');
  const files = htmlPages(out).map(([, file]) => file);
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(files.length / 50)));
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: threads }, (_, i) => {
      const slice = files.filter((_, index) => index % threads === i);
      return new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { out, files: slice } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  const problems = results.flatMap((r) => r.problems);
  if (problems.length) {
    console.error(`critical-css: ${problems.length} problem${problems.length === 1 ? '' : 's'} (see the checks in scripts/critical-css-page.mjs):`);
    for (const p of problems.slice(0, 20)) console.error(`  • ${path.relative(out, p.file)}: ${p.message}`);
    process.exit(1);
  }
  // Only now, with every page checked to declare the stylesheet's font faces inline, may the sheet drop them.
  const hrefs = [...new Set(results.flatMap((r) => r.hrefs))].sort();
  const moved = dropFontFacesFromStylesheets(out, hrefs);
  const inlined = results.flatMap((r) => r.inlinedBytes);
  const mean = Math.round(inlined.reduce((a, b) => a + b, 0) / inlined.length);
  const faces = [...moved].map(([href, count]) => `${count} from ${href}`).join(', ');
  console.log(`critical-css: ${files.length} pages, ${mean} bytes of inline CSS on average (preload: ${CRITICAL_CSS_OPTIONS.preload}), @font-face rules moved inline: ${faces}, ${threads} thread${threads === 1 ? '' : 's'}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  const { out, files } = workerData;
  const problems = [];
  const inlinedBytes = [];
  const hrefs = new Set();
  for (const file of files) {
    try {
      const page = await criticalCssPage(file, out);
      inlinedBytes.push(page.inlinedBytes);
      for (const href of page.hrefs) hrefs.add(href);
    } catch (error) {
      problems.push({ file, message: error.message });
    }
  }
  parentPort.postMessage({ problems, inlinedBytes, hrefs: [...hrefs] });
}
