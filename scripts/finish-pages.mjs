#!/usr/bin/env node
/**
 * Post-build: every page finished in worker threads (scripts/finish-page.mjs: critical CSS, CSP <meta>); then the
 * stylesheet loses its @font-face rules (critical-css-fonts.mjs), out/_headers and out/vercel.json are written,
 * and the offline edition (offline-edition.mjs). Fails, naming the page, when Next's output changed shape.
 * Usage: node scripts/finish-pages.mjs [out]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, Worker, workerData, parentPort } from 'node:worker_threads';
import { dropFontFacesFromStylesheets } from './critical-css-fonts.mjs';
import { CRITICAL_CSS_OPTIONS } from './critical-css-page.mjs';
import { finishPage } from './finish-page.mjs';
import { hostFiles } from './headers-rules.mjs';
import { writeOfflineEdition } from './offline-edition.mjs';
import { writeChangedMarkScript } from './changed-mark-script.mjs';
import { htmlPages } from './out-files.mjs';

if (isMainThread) {
  const out = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(path.join(out, 'index.html'))) {
    console.error(`finish-pages: ${out} holds no build (run next build first)`);
    process.exit(1);
  }
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
    console.error(`finish-pages: ${problems.length} problem${problems.length === 1 ? '' : 's'} (see the checks in scripts/critical-css-page.mjs):`);
    for (const p of problems.slice(0, 20)) console.error(`  • ${path.relative(out, p.file)}: ${p.message}`);
    process.exit(1);
  }
  const pages = results.flatMap((r) => r.pages);
  // Only now, with every page checked to declare the stylesheet's font faces inline, may the sheet drop them.
  const moved = dropFontFacesFromStylesheets(out, [...new Set(pages.flatMap((p) => p.hrefs))].sort());
  const host = hostFiles();
  for (const [name, text] of Object.entries(host)) fs.writeFileSync(path.join(out, name), text);
  const assets = new Map(pages.map((p) => [p.file, p.assets]));
  // Before the offline edition, whose file list holds every file a saved page loads.
  const changedMark = writeChangedMarkScript(out);
  const offline = writeOfflineEdition(out, (file) => assets.get(file));

  const mean = Math.round(pages.reduce((sum, p) => sum + p.inlinedBytes, 0) / pages.length);
  const hashes = pages.reduce((sum, p) => sum + p.hashes, 0);
  const faces = [...moved].map(([href, count]) => `${count} from ${href}`).join(', ');
  console.log(
    [
      `finish-pages: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s on ${threads} thread${threads === 1 ? '' : 's'}`,
      `  critical CSS: ${mean} bytes inline on average (preload: ${CRITICAL_CSS_OPTIONS.preload}); @font-face rules moved inline: ${faces}`,
      `  CSP <meta>: ${hashes} inline hashes; out/${Object.keys(host).join(' and out/')} written`,
      `  offline: ${offline}`,
      `  changed mark: ${changedMark}`,
    ].join('\n'),
  );
} else {
  const { out, files } = workerData;
  const problems = [];
  const pages = [];
  for (const file of files) {
    try {
      const page = await finishPage(fs.readFileSync(file, 'utf8'), out);
      fs.writeFileSync(file, page.html);
      pages.push({ file, inlinedBytes: page.inlinedBytes, hrefs: page.hrefs, hashes: page.hashes, assets: page.assets });
    } catch (error) {
      problems.push({ file, message: error.message });
    }
  }
  parentPort.postMessage({ problems, pages });
}
