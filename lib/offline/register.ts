/**
 * Bundled alone into out/sw-register.js (about 0.3 KiB gzipped, budgets.json), loaded async by every page: marks
 * <html data-offline> while offline (CSS shows the "saved copy" line) and registers the worker after load.
 */
import { SERVICE_WORKER_PATH } from './paths.mjs';

const root = document.documentElement;
const mark = () => root.toggleAttribute('data-offline', !navigator.onLine);
addEventListener('online', mark);
addEventListener('offline', mark);
mark();

/**
 * A client-side navigation never fetches the page's HTML or payload, so the worker would not have it offline: after
 * each one the page asks the worker to save it (Serwist's `CACHE_URLS`). Needs the Navigation API.
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
