/**
 * Bundled and minified on its own by scripts/offline-build.mjs into out/sw-register.js, which every page loads
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

const worker = navigator.serviceWorker;
if (worker) {
  if (!worker.controller) worker.addEventListener('controllerchange', () => void fetch(location.href), { once: true });
  const register = () => void worker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
