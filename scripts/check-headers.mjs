#!/usr/bin/env node
/**
 * Checks a finished export's headers: each page's CSP <meta> lists exactly its inline code's hashes, and out/_headers
 * and out/vercel.json say what scripts/headers-rules.mjs says.
 * Usage: node scripts/check-headers.mjs [out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspMetaOf, hostFiles, pageCsp } from './headers-rules.mjs';
import { htmlPages } from './out-files.mjs';

const out = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../out', import.meta.url)));
if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error(`check-headers: ${out} holds no build (run npm run build first)`);
  process.exit(1);
}

const pages = htmlPages(out);
const files = hostFiles();
const problems = [];
for (const [name, text] of Object.entries(files)) {
  const file = path.join(out, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) problems.push(`out/${name} differs from the header rules`);
}
for (const [url, file] of pages) {
  const html = fs.readFileSync(file, 'utf8');
  const meta = cspMetaOf(html);
  if (meta === undefined) problems.push(`${url}: no CSP <meta>`);
  else if (meta !== pageCsp(html)) problems.push(`${url}: the CSP <meta> does not match the page's inline code`);
}
if (problems.length) {
  console.error(`check-headers: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${out} (node scripts/finish-pages.mjs writes them):`);
  for (const p of problems.slice(0, 20)) console.error(`  • ${p}`);
  process.exit(1);
}
console.log(`check-headers: ${pages.length} pages carry their CSP <meta>; ${Object.keys(files).join(' and ')} match the header rules`);
