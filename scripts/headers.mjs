#!/usr/bin/env node
/**
 * Post-build step (part of `npm run build`): the host headers of the static export.
 *  - every HTML page of out/ gets a <meta http-equiv="Content-Security-Policy"> listing the sha256 of
 *    each of its inline scripts (Next's bootstrap and flight data, and any other inline script);
 *  - out/_headers (Netlify, Cloudflare Pages) gets the site-wide headers: frame-ancestors and the rest
 *    of the policy that a <meta> cannot carry, nosniff, referrer and permissions policies, and a year's
 *    immutable cache for /_next/static/;
 *  - vercel.json (committed at the root) gets the same rules; `--check` fails instead when it differs.
 * scripts/serve-static.mjs reads out/_headers, so tests and benchmarks see what a host sends.
 * Usage: node scripts/headers.mjs [out] [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatHeadersFile, injectCspMeta, pageCsp, SITE_HEADER_RULES, vercelConfig } from './headers-rules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(ROOT, 'out'));
const checkOnly = args.includes('--check');

function files(dir, keep) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, keep) : keep(entry.name) ? [full] : [];
  });
}

if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error(`headers: ${out} holds no build (run next build first)`);
  process.exit(1);
}

const vercelFile = path.join(ROOT, 'vercel.json');
const vercelText = `${JSON.stringify(vercelConfig(), null, 2)}\n`;
if (checkOnly) {
  if (!fs.existsSync(vercelFile) || fs.readFileSync(vercelFile, 'utf8') !== vercelText) {
    console.error('headers: vercel.json is out of date; run node scripts/headers.mjs to rewrite it');
    process.exit(1);
  }
  console.log('headers: vercel.json matches the header rules');
  process.exit(0);
}

// A Pagefind index (or any WebAssembly) needs 'wasm-unsafe-eval' to compile.
const wasm = files(out, (name) => name.endsWith('.wasm')).length > 0;
const pages = files(out, (name) => name.endsWith('.html'));
let hashes = 0;
for (const file of pages) {
  const html = fs.readFileSync(file, 'utf8');
  const policy = pageCsp(html, { wasm });
  hashes += (policy.match(/'sha256-/g) ?? []).length;
  fs.writeFileSync(file, injectCspMeta(html, policy));
}
fs.writeFileSync(path.join(out, '_headers'), formatHeadersFile(SITE_HEADER_RULES));
if (!fs.existsSync(vercelFile) || fs.readFileSync(vercelFile, 'utf8') !== vercelText) fs.writeFileSync(vercelFile, vercelText);
console.log(`headers: CSP <meta> in ${pages.length} pages (${hashes} inline hashes${wasm ? ", 'wasm-unsafe-eval'" : ''}), out/_headers and vercel.json written`);
