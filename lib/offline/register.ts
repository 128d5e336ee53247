/**
 * Bundled and minified on its own by scripts/offline-edition.mjs into out/sw-register.js, which every page loads
 * async (never before the first paint; about 0.3 KiB gzipped, held to budgets.json by `npm run bench:bundle`).
 * Marks <html data-offline> while the browser is offline, which shows the "saved copy" line (CSS only, so it costs
 * no React code), and registers the offline worker once the page has loaded. On a first visit the page was
 * fetched before the worker existed: once the worker controls it, fetching it again saves it too.
 */
import { SERVICE_WORKER_PATH } from './paths.mjs';

const root = document.documentElement;
const mark = () => root.toggleAttribute('data-offline', !navigator.onLine);
addEventListener('online', mark);
addEventListener('offline', mark);
mark();

/**
 * A page reached by a client-side navigation is drawn from prefetched segments: neither its HTML nor its payload
 * (`index.txt`) is ever fetched, so the worker would not have it for a reload or a link followed offline. After each
 * such navigation the page asks the worker to save it, with Serwist's own `CACHE_URLS` message (its page route
 * stores the page, and with it the payload). Browsers without the Navigation API keep only the pages loaded whole.
 */
type NavigationEvents = { addEventListener(type: 'navigatesuccess', listener: () => void): void };
let savedPath = location.pathname;
const saveThisPage = () => {
  // A jump to a heading of the same page is a navigation too; the page is saved already.
  if (location.pathname === savedPath) return;
  savedPath = location.pathname;
  navigator.serviceWorker?.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [savedPath] } });
};

const worker = navigator.serviceWorker;
if (worker) {
  if (!worker.controller) worker.addEventListener('controllerchange', () => void fetch(location.href), { once: true });
  (globalThis as { navigation?: NavigationEvents }).navigation?.addEventListener('navigatesuccess', saveThisPage);
  const register = () => void worker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
