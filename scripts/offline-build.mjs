#!/usr/bin/env node
/**
 * Post-build step for the offline edition (part of `npm run build`, after scripts/headers.mjs and before
 * `serwist build`, which precaches what this writes):
 *  - out/sw-register.js: lib/offline/register.ts bundled and minified on its own (every page loads it async);
 *  - out/offline-files.json: every file "Save the wiki" fetches, with sizes (scripts/offline-files.mjs).
 * Usage: node scripts/offline-build.mjs [out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { offlineFiles } from './offline-files.mjs';

const out = path.resolve(process.argv[2] ?? 'out');
const root = path.join(import.meta.dirname, '..');

buildSync({
  entryPoints: [path.join(root, 'lib/offline/register.ts')],
  outfile: path.join(out, 'sw-register.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  logLevel: 'warning',
});
const saved = offlineFiles(out);
fs.writeFileSync(path.join(out, 'offline-files.json'), `${JSON.stringify(saved)}\n`);
console.log(`offline: out/sw-register.js (${fs.statSync(path.join(out, 'sw-register.js')).size} bytes); out/offline-files.json lists ${saved.files.length} files of ${saved.pages} pages (${(saved.bytes / 1048576).toFixed(1)} MiB)`);
