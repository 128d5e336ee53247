/**
 * One exported page finished, parsed once after Beasties: critical CSS, a CSP <meta> of its inline code's hashes, and
 * the files it loads for the offline list.
 */
import { criticalCss } from './critical-css-page.mjs';
import { cspHashOf, cspOfHashes, inlineCodeOf, injectCspMeta, mapInlineCode } from './headers-rules.mjs';
import { assetsOfDocument } from './offline-files.mjs';

/**
 * @param {string} html a page as Next wrote it @param {string} out the export folder
 * @returns {Promise<{ html: string, hashes: number, inlinedBytes: number, hrefs: string[], assets: string[] }>}
 *   `hashes`: how many the policy lists; `hrefs`: the stylesheets whose critical rules are inline; `assets`: the files it loads
 */
export async function finishPage(html, out) {
  const page = await criticalCss(html, out);
  const policy = cspOfHashes(mapInlineCode(inlineCodeOf(page.document), cspHashOf));
  return {
    html: injectCspMeta(page.html, policy, page.document),
    hashes: (policy.match(/'sha256-/g) ?? []).length,
    inlinedBytes: page.inlinedBytes,
    hrefs: page.hrefs,
    assets: assetsOfDocument(page.document),
  };
}
