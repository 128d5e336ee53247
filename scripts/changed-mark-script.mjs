/** out/changed-mark.js: lib/history/changed-mark-script.ts bundled alone; budgets.json `changedMark` caps it. */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { CHANGED_MARK_SCRIPT } from '../lib/history/changed-mark-path.mjs';

/** @param {string} out the export folder @returns {string} what was written, for the build log */
export function writeChangedMarkScript(out) {
  const outfile = path.join(out, CHANGED_MARK_SCRIPT);
  buildSync({
    entryPoints: [path.join(import.meta.dirname, '..', 'lib/history/changed-mark-script.ts')],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  return `out${CHANGED_MARK_SCRIPT} (${fs.statSync(outfile).size} bytes)`;
}
