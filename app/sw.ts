/// <reference lib="webworker" />
/**
 * The offline worker (`serwist build` → out/sw.js): Serwist's strategies configured, no caching logic of our own.
 * Pages network first with a short timeout (online: current deploy; offline: last visit's copy, with its RSC payload);
 * hashed assets cache first; pictures stale-while-revalidate; JSON network first; only 200s stored; else /offline/.
 */
import type { PrecacheEntry, RouteMatchCallbackOptions, SerwistGlobalConfig, SerwistPlugin, Strategy } from 'serwist';
import { CacheableResponsePlugin, CacheFirst, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';
import { CACHE_NAMES, OFFLINE_PAGE_PATH } from '../lib/offline/paths.mjs';
import type { SiteSettings } from '../lib/schemas/site';
import { languages } from '../content/site.json';

/** The languages besides English; typed by the schema because an empty JSON list types as never[]. */
const LANGUAGES = (languages as SiteSettings['languages']).map((l) => l.code);

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Seconds a page request waits for the network before the saved copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;

const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });
/** Next's router adds `?_rsc=<hash of its state>` to payload requests; the payload itself is one static file. */
const withoutRouterQuery: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('_rsc');
    return url.href;
  },
};
/**
 * Saves a page's RSC payload (index.txt) once the page is saved: offline, Next's prefetch (a HEAD request no cache
 * answers) fails, and with the payload saved a click stays a client-side navigation.
 */
const withPayload = (payloads: Strategy): SerwistPlugin => ({
  cacheDidUpdate: async ({ event, request }) => {
    // A page the reader opens: a navigation, or the CACHE_URLS message sent after a client-side one. Not the page
    // fetches of "Save the wiki", whose list holds every payload already.
    if (event instanceof FetchEvent && event.request.mode !== 'navigate') return;
    // The cache key of a page ends with "/"; its payload and segment files with ".txt".
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/')) return;
    const [response, done] = payloads.handleAll({ event, request: new Request(new URL('index.txt', url)) });
    // No payload (offline, or a host without it) leaves the page as it was: a full load of the saved document.
    response.catch(() => undefined);
    await done;
  },
});
/**
 * A worker answered from a cache takes the cached URL, dropping the `#params=` fragment Turbopack's worker bootstrap
 * needs ("Missing worker bootstrap config"); a copy without a URL keeps the page's.
 */
const workerKeepsItsUrl: SerwistPlugin = {
  handlerWillRespond: async ({ request, response }) => (request.destination === 'worker' ? new Response(response.body, response) : response),
};
// The host varies compressed responses by Accept-Encoding; a saved copy serves any later request for the same URL.
const matchOptions = { ignoreVary: true };

const sameOrigin = (test: (path: string, request: Request) => boolean) => (options: RouteMatchCallbackOptions) =>
  options.sameOrigin && test(options.url.pathname, options.request);
const isPage = (path: string, request: Request) => request.mode === 'navigate' || path.endsWith('/') || /\.(html|txt|md)$/.test(path);

const pageOptions = {
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyOk(), withoutRouterQuery],
  matchOptions,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, plugins: [workerKeepsItsUrl] },
  // A new deploy's worker takes over at once; pages are network first, so the next load shows the new deploy.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: sameOrigin((path) => path.startsWith('/_next/static/')),
      handler: new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [onlyOk(), workerKeepsItsUrl], matchOptions }),
    },
    {
      // Share images (/og/) are for other sites' previews, not for reading.
      matcher: sameOrigin((path, request) => !path.startsWith('/og/') && (request.destination === 'image' || path.startsWith('/images/'))),
      handler: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [onlyOk()], matchOptions }),
    },
    {
      matcher: sameOrigin((path) => path.endsWith('.json') && !path.startsWith('/og/')),
      handler: new NetworkFirst({ cacheName: CACHE_NAMES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [onlyOk()], matchOptions }),
    },
    {
      matcher: sameOrigin(isPage),
      handler: new NetworkFirst({ ...pageOptions, plugins: [...pageOptions.plugins, withPayload(new NetworkFirst(pageOptions))] }),
    },
  ],
  // A page never saved shows the offline page in its own language (/es/offline/ under /es/), else the English one.
  fallbacks: {
    entries: [
      ...LANGUAGES.map((code) => ({
        url: `/${code}${OFFLINE_PAGE_PATH}`,
        matcher: ({ request }: { request: Request }) => request.destination === 'document' && new URL(request.url).pathname.startsWith(`/${code}/`),
      })),
      { url: OFFLINE_PAGE_PATH, matcher: ({ request }: { request: Request }) => request.destination === 'document' },
    ],
  },
});

serwist.addEventListeners();
