/**
 * One exported page finished (scripts/finish-pages.mjs runs it on every page, in worker threads): its critical CSS
 * inlined (scripts/critical-css-page.mjs, from the cache when an earlier build did the same page:
 * scripts/critical-css-cache.mjs), then its Content-Security-Policy <meta> hashing every inline script and
 * style it now has (scripts/headers-rules.mjs), written once; and the files it loads, for the offline list
 * (scripts/offline-files.mjs). The page is parsed once after Beasties and that tree serves all three.
 */
import fs from 'node:fs';
import { cachedCriticalCss } from './critical-css-cache.mjs';
import { injectCspMeta, pageCspOf } from './headers-rules.mjs';
import { assetsOfDocument } from './offline-files.mjs';

/**
 * @param {string} file an HTML page of the export @param {string} out the export folder
 * @param {{ wasm: boolean, cache: { dir: string, buildId: string, toolDigest: string } }} options `wasm`: the site
 *   ships WebAssembly (the policy must let it compile); `cache`: where critical CSS is kept between builds
 */
export async function finishPage(file, out, { wasm, cache }) {
  const page = await cachedCriticalCss(fs.readFileSync(file, 'utf8'), out, cache);
  const policy = pageCspOf(page.document, { wasm });
  fs.writeFileSync(file, injectCspMeta(page.html, policy, page.document));
  return {
    cacheKey: page.key,
    cacheHit: page.hit,
    inlinedBytes: page.inlinedBytes,
    hrefs: page.hrefs,
    hashes: (policy.match(/'sha256-/g) ?? []).length,
    assets: assetsOfDocument(page.document),
  };
}
