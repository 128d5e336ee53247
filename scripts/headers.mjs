#!/usr/bin/env node
/**
 * Post-build step (part of `npm run build`): the host headers of the static export, all written into out/
 * (the build never rewrites a tracked file).
 *  - every HTML page gets a <meta http-equiv="Content-Security-Policy"> listing the sha256 of each of its
 *    inline scripts (Next's bootstrap and flight data, and any other inline script);
 *  - out/_headers (Netlify, Cloudflare Pages) and out/vercel.json (Vercel, deploying out/) get the
 *    site-wide headers: frame-ancestors and the rest of the policy that a <meta> cannot carry, nosniff,
 *    referrer and permissions policies, and a year's immutable cache for /_next/static/.
 * `--check` writes nothing and fails when out/ differs from what this step would write.
 * scripts/serve-static.mjs reads out/_headers, so tests and benchmarks see what a host sends.
 * Usage: node scripts/headers.mjs [out] [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { cspMetaOf, formatHeadersFile, injectCspMeta, pageCsp, SITE_HEADER_RULES, vercelConfig } from './headers-rules.mjs';
import { fileURLToPath } from 'node:url';
import { filesUnder, htmlPages } from './out-files.mjs';

const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../out', import.meta.url)));
const checkOnly = args.includes('--check');

if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error(`headers: ${out} holds no build (run next build first)`);
  process.exit(1);
}

/** The host config files, by name in out/. */
const hostFiles = {
  _headers: formatHeadersFile(SITE_HEADER_RULES),
  'vercel.json': `${JSON.stringify(vercelConfig(), null, 2)}\n`,
};
// A Pagefind index (or any WebAssembly) needs 'wasm-unsafe-eval' to compile.
const wasm = filesUnder(out, { ext: '.wasm' }).length > 0;
const pages = htmlPages(out);

if (checkOnly) {
  const problems = [];
  for (const [name, text] of Object.entries(hostFiles)) {
    const file = path.join(out, name);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) problems.push(`out/${name} differs from the header rules`);
  }
  for (const [url, file] of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const meta = cspMetaOf(html);
    if (meta === undefined) problems.push(`${url}: no CSP <meta>`);
    else if (meta !== pageCsp(html, { wasm })) problems.push(`${url}: the CSP <meta> does not match the page's inline code`);
  }
  if (problems.length) {
    console.error(`headers: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${out} (run node scripts/headers.mjs to write them):`);
    for (const p of problems.slice(0, 20)) console.error(`  • ${p}`);
    process.exit(1);
  }
  console.log(`headers: ${pages.length} pages carry their CSP <meta>; ${Object.keys(hostFiles).join(' and ')} match the header rules`);
  process.exit(0);
}

let hashes = 0;
for (const [, file] of pages) {
  const html = fs.readFileSync(file, 'utf8');
  const policy = pageCsp(html, { wasm });
  hashes += (policy.match(/'sha256-/g) ?? []).length;
  fs.writeFileSync(file, injectCspMeta(html, policy));
}
for (const [name, text] of Object.entries(hostFiles)) fs.writeFileSync(path.join(out, name), text);
console.log(`headers: CSP <meta> in ${pages.length} pages (${hashes} inline hashes${wasm ? ", 'wasm-unsafe-eval'" : ''}); out/${Object.keys(hostFiles).join(' and out/')} written`);
