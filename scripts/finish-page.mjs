/**
 * One exported page finished (scripts/finish-pages.mjs runs it on every page, in worker threads): its critical CSS
 * inlined (scripts/critical-css-page.mjs), a Content-Security-Policy <meta> in its head, and the files it loads
 * found for the offline list (scripts/offline-files.mjs). The page is parsed once after Beasties and that tree
 * serves all three.
 *
 * The policy is added last, from the hashes of the page's inline code (withPolicy): the rest of a finished page
 * can be kept between builds (scripts/finished-page-cache.mjs) although Next writes the build's random id into
 * the inline scripts, whose hashes then change with it.
 */
import { escapeAttribute } from 'entities';
import { criticalCss } from './critical-css-page.mjs';
import { cspHashOf, cspOfHashes, inlineCodeOf, injectCspMeta, mapInlineCode } from './headers-rules.mjs';
import { assetsOfDocument } from './offline-files.mjs';

/** Stands for the policy in a page finished but for it; no page has it otherwise. */
const POLICY_PLACEHOLDER = '__finished_page_policy__';

/**
 * @typedef {{ text: string } | { hash: string }} InlineCode a script, style or style attribute, or its hash (cspHashOf)
 * @typedef {{ scripts: InlineCode[], styles: InlineCode[], styleAttributes: InlineCode[] }} PageCode
 * @typedef {{ html: string, code: PageCode, inlinedBytes: number, hrefs: string[], assets: string[] }} FinishedPage
 *   `html`: the page with a placeholder where its policy goes; `code`: what the policy must allow; `hrefs`: the
 *   stylesheets whose critical rules are inline; `assets`: the files it loads
 */

/** @param {string} html a page as Next wrote it @param {string} out the export folder @returns {Promise<FinishedPage>} */
export async function finishHtml(html, out) {
  const page = await criticalCss(html, out);
  return {
    html: injectCspMeta(page.html, POLICY_PLACEHOLDER, page.document),
    code: mapInlineCode(inlineCodeOf(page.document), (text) => ({ text })),
    inlinedBytes: page.inlinedBytes,
    hrefs: page.hrefs,
    assets: assetsOfDocument(page.document),
  };
}

/**
 * The finished page's HTML with its policy in place of the placeholder, and how many hashes the policy lists.
 * @param {FinishedPage} page @param {{ wasm: boolean }} options `wasm`: the site ships WebAssembly
 */
export function withPolicy(page, { wasm }) {
  const policy = cspOfHashes(mapInlineCode(page.code, (code) => ('hash' in code ? code.hash : cspHashOf(code.text))), { wasm });
  const placeholder = `content="${POLICY_PLACEHOLDER}"`;
  if (!page.html.includes(placeholder)) throw new Error('the finished page has no policy placeholder');
  return {
    // A function, so that no "$" in the policy is read as a replacement pattern; the first match is the <meta> in <head>.
    html: page.html.replace(placeholder, () => `content="${escapeAttribute(policy)}"`),
    hashes: (policy.match(/'sha256-/g) ?? []).length,
  };
}
