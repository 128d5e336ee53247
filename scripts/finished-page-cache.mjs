/**
 * Finished pages kept between builds (scripts/finish-pages.mjs): Beasties is most of the cost of finishing a page
 * (with its checks about 48 ms of 51 on this site's pages) and parsing its result most of the rest, and a build
 * after a one-page change hands the step the same pages again. An entry is a page as finishHtml
 * (scripts/finish-page.mjs) leaves it, its policy still to add, keyed by the page's HTML as Next wrote it, with
 * the build's random id (which Next writes into every page's inline data, so no page would ever match otherwise)
 * replaced by a token, and by what else decides the result: the site stylesheets, the Beasties version and the
 * code of the step. A hit is the stored page with this build's id put back: no Beasties, no parse. Entries live
 * in `.cache/finished-pages/` (or $FINISHED_PAGE_CACHE), which CI can keep; the ones no page used are deleted
 * after each build, so the folder stays one build's size.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { finishHtml } from './finish-page.mjs';
import { cspHashOf, mapInlineCode } from './headers-rules.mjs';
import { filesUnder } from './out-files.mjs';

const BUILD_ID_TOKEN = '__finished_page_cache_build_id__';
const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The cache folder of this checkout. */
export const finishedPageCacheDir = () => path.resolve(process.env.FINISHED_PAGE_CACHE ?? '.cache/finished-pages');

/** The id of the build in `out`: the one folder of out/_next/static/ with Next's build manifest. Throws otherwise. */
export function buildIdOf(out) {
  const ids = filesUnder(path.join(out, '_next/static'), { skip: ['chunks', 'media'] })
    .filter((rel) => rel.endsWith('/_buildManifest.js'))
    .map((rel) => rel.split('/')[0]);
  if (ids.length !== 1) throw new Error(`expected one build id in ${out}/_next/static/ (a folder with _buildManifest.js), found ${ids.length}: Next's output changed, see scripts/finished-page-cache.mjs`);
  return ids[0];
}

/** The installed Beasties' version (its package.json is not among its exports: found from its entry point). */
function beastiesVersion() {
  for (let dir = path.dirname(createRequire(import.meta.url).resolve('beasties')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const manifest = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
    if (manifest?.name === 'beasties') return manifest.version;
  }
  throw new Error('beasties: no package.json above its entry point');
}

/** The step's code: the modules that finish a page and this one. */
const STEP_SOURCES = ['critical-css-page.mjs', 'finish-page.mjs', 'finished-page-cache.mjs', 'headers-rules.mjs', 'offline-files.mjs', 'out-files.mjs'];

/** What decides a finished page besides its HTML: the stylesheets as Next wrote them, Beasties, this step's code. */
export function finishedPageToolDigest(out) {
  const sheets = filesUnder(path.join(out, '_next/static'), { ext: '.css' });
  return sha256(
    beastiesVersion(),
    ...STEP_SOURCES.map((name) => fs.readFileSync(path.join(import.meta.dirname, name))),
    ...sheets.flatMap((rel) => [rel, fs.readFileSync(path.join(out, '_next/static', rel))]),
  );
}

/**
 * finishHtml (scripts/finish-page.mjs) of a page, from the cache when an earlier build finished the same page;
 * a page from the cache passed every check when it was made from the same input. In an entry, the inline code
 * without the build id is kept as its hash only (the policy needs no more), the rest as text with the token.
 * @param {string} html @param {string} out
 * @param {{ dir: string, buildId: string, toolDigest: string }} cache
 * @returns {Promise<import('./finish-page.mjs').FinishedPage & { key: string, hit: boolean }>}
 */
export async function cachedFinishedPage(html, out, { dir, buildId, toolDigest }) {
  const key = sha256(toolDigest, html.replaceAll(buildId, BUILD_ID_TOKEN));
  const file = path.join(dir, `${key}.json`);
  if (fs.existsSync(file)) return { key, hit: true, ...JSON.parse(fs.readFileSync(file, 'utf8').replaceAll(BUILD_ID_TOKEN, buildId)) };
  const page = await finishHtml(html, out);
  const entry = { ...page, code: mapInlineCode(page.code, (code) => ('text' in code && !code.text.includes(buildId) ? { hash: cspHashOf(code.text) } : code)) };
  // Written whole under a temporary name, then renamed: a build stopped midway leaves no half entry.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(entry).replaceAll(buildId, BUILD_ID_TOKEN));
  fs.renameSync(`${file}.tmp`, file);
  // The entry as a hit would give it: the code already hashed is not hashed again for the policy.
  return { key, hit: false, ...entry };
}

/** Deletes the entries (and stray temporary files) whose key no page of this build used. @returns {number} deleted */
export function pruneFinishedPageCache(dir, usedKeys) {
  const used = new Set(usedKeys.map((key) => `${key}.json`));
  const stale = fs.readdirSync(dir).filter((name) => !used.has(name));
  for (const name of stale) fs.rmSync(path.join(dir, name), { force: true });
  return stale.length;
}
