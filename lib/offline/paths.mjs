/** Addresses the offline worker, its build config and the pages share; plain JS for serwist.config.mjs. */

/** The page shown for a page that is not saved, which lists the saved ones. */
export const OFFLINE_PAGE_PATH = '/offline/';

/** The worker script, at the site root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The worker's registration (lib/offline/register.ts, bundled by scripts/offline-edition.mjs), loaded by every page. */
export const SERVICE_WORKER_REGISTRATION_PATH = '/sw-register.js';

/** Written by scripts/offline-files.mjs: every file "Save the wiki" fetches, with its size. */
export const OFFLINE_FILES_PATH = '/offline-files.json';

/** Runtime cache names (the precache has Serwist's own). */
export const CACHE_NAMES = { pages: 'pages', assets: 'assets', images: 'images', data: 'data' };

/**
 * The URL a file of out/ is precached at ("offline/index.html" → "/offline/").
 * @param {string} file path relative to out/, with forward slashes
 */
export function precacheUrlOfFile(file) {
  const url = `/${file.replace(/^\/+/, '')}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}
