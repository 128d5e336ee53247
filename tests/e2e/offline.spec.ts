import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOP_LEVEL_ROUTES } from '../../lib/records/routes';
import { content, contentOfRoute, kinds, languages } from './content';
import { serve, type Site } from './deploys';
import { sitePaths } from './helpers';
import { OUT } from './out-files';

/**
 * The offline edition (issue 18): the worker from `serwist build` (out/sw.js) saves what a reader opens, serves it
 * without a network, shows /offline/ for the rest, and never holds back a new deploy.
 *
 * "Offline" here is what a reader gets with no connection: the test's own server for out/ stops (so the worker's
 * own requests fail too; Playwright's offline mode does not reach a service worker's fetches) and the context goes
 * offline (so navigator.onLine is false and the page shows its status line). Each test serves out/ on a port of its
 * own, so a worker never outlives its test in another one's origin.
 */
test.use({ serviceWorkers: 'allow' });

const served = (p: string) => (p === '/' ? '/' : `${p}/`);
const firstWikiPageOf = (section: string) => content.wikiPages.find((p) => p.frontmatter.section === section && !p.frontmatter.stub)!;
const offlineCopy = content.pages.offline;
/** The site's first other language. */
const translated = languages[0]!;

/** Ten routes of different kinds, from content/: top-level pages, a list, records of two kinds, wiki pages of two sections, a tool. */
const ROUTES: readonly string[] = [
  ...new Set([
    '/',
    '/wiki/',
    '/guide/',
    `/${kinds[0]!.id}/`,
    ...kinds.slice(0, 2).map((kind) => `/${kind.id}/${kind.records(content)[0]!.slug}/`),
    ...content.wikiSections.slice(0, 2).map((section) => `/wiki/${firstWikiPageOf(section.id).slug}/`),
    served(TOP_LEVEL_ROUTES.find((route) => route.startsWith('/tools/'))!),
    '/about/',
    // A page in another language, which reloads offline in that language.
    `/${translated.language.code}/wiki/${translated.wikiPages.find((p) => p.translation && !p.frontmatter.stub)!.slug}/`,
  ]),
];

/**
 * Chromium 150 forgets Playwright's offline emulation (`context.setOffline`) in each new document: requests still
 * fail, but `navigator.onLine` is true again, which a browser that is really offline never reports. Tell the page's
 * current document again (CDP's network state override, which fires its `offline` event).
 */
async function offlineInThisDocument(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.overrideNetworkState', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** Waits until the worker controls the page (it claims open pages on activation). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/**
 * Waits until the worker's page cache holds a URL (the worker stores a response after handing it to the page).
 * Polled with evaluate, which awaits the promise; waitForFunction would take the pending promise as truthy.
 */
const saved = (page: Page, pathname: string) =>
  expect
    .poll(() => page.evaluate(async (p) => (await caches.open('pages').then((cache) => cache.match(p))) !== undefined, pathname), { message: `${pathname} saved` })
    .toBe(true);

/** The header's theme toggle answers a click: the page hydrated. */
async function expectHydrated(page: Page) {
  const toggle = page.getByRole('banner').locator('button[aria-pressed]').first();
  const before = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
}

let site: Site;
test.beforeEach(async () => {
  site = await serve(OUT);
});
test.afterEach(async () => {
  await site.close();
});

test('installable: a manifest with 192, 512 and maskable icons, no installability errors, the worker revalidated and under the strict CSP', async ({ page, playwright }) => {
  test.slow();
  const worker = await page.request.get(site.url('/sw.js'));
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
  const manifest = (await (await page.request.get(site.url('/manifest.webmanifest'))).json()) as { name: string; icons: { sizes: string; purpose: string }[] };
  expect(manifest.name).toBe(content.site.name);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  // Chromium never offers to install from an incognito profile, which every test context is: this check gets a profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wiki-profile-'));
  const browser = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, serviceWorkers: 'allow' });
  try {
    const app = browser.pages()[0] ?? (await browser.newPage());
    const csp: string[] = [];
    await app.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`)));
    app.on('console', (m) => void (m.text().startsWith('CSP:') && csp.push(m.text())));
    await app.goto(site.url('/'));
    await controlled(app);
    await expect(app.locator('head link[rel="apple-touch-icon"]')).toHaveCount(1);
    await expect(app.locator('head meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', content.site.shortName);
    const cdp = await browser.newCDPSession(app);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    expect(csp).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test(`${ROUTES.length} visited routes and one reached by a click reload offline from the worker and hydrate; client navigation, the offline page and search work offline`, async ({ page, context }) => {
  test.slow();
  await page.goto(site.url('/'));
  await controlled(page);
  for (const route of ROUTES) {
    await page.goto(site.url(route));
    await saved(page, route);
  }
  // A page opened is saved with its RSC payload, which client-side navigation to it reads.
  const to = ROUTES.find((r) => r.startsWith('/wiki/') && r !== '/wiki/')!;
  await saved(page, `${to}index.txt`);
  // A page reached by a client-side click (drawn from prefetched segments) is saved too, page and payload.
  const unvisited = sitePaths().find((p) => !ROUTES.includes(p) && p.startsWith('/wiki/'))!;
  await page.goto(site.url('/wiki/'));
  await expectHydrated(page);
  const clicked = await page
    .locator('main a[href^="/wiki/"]')
    .evaluateAll((links, skip) => links.map((a) => a.getAttribute('href')!).find((href) => href.split('/').length === 4 && !skip.includes(href)), [...ROUTES, unvisited]);
  await page.locator(`main a[href="${clicked}"]`).first().click();
  await expect(page).toHaveURL(site.url(clicked!));
  await saved(page, clicked!);
  await saved(page, `${clicked}index.txt`);
  await site.goOffline(context);
  await page.goto(site.url(clicked!));
  const clickedHeading = content.index.wikiPages.get(clicked!.split('/')[2]!)!.frontmatter.heading;
  await expect(page.getByRole('heading', { level: 1, name: clickedHeading }), `${clicked} reached by a click`).toBeVisible();

  for (const route of ROUTES) {
    await page.goto(site.url(route));
    await offlineInThisDocument(page);
    await expect(page.locator('.offline-status'), route).toHaveText(contentOfRoute(route).pages.offline.statusLine);
    await expect(page.locator('html'), route).toHaveAttribute('lang', contentOfRoute(route).language.code);
    await expectHydrated(page);
  }

  // Following a link between two visited pages offline (the wiki index links every wiki page) is a client-side
  // navigation: the page shows the saved one's heading and keeps its window (a marker set before the click survives).
  await page.goto(site.url('/wiki/'));
  await expectHydrated(page);
  await page.evaluate(() => Object.assign(window, { offlineNavigationMarker: true }));
  await page.locator(`main a[href="${to}"]`).first().click();
  await expect(page).toHaveURL(site.url(to));
  const heading = content.index.wikiPages.get(to.split('/')[2]!)!.frontmatter.heading;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => 'offlineNavigationMarker' in window)).toBe(true);
  await expectHydrated(page);

  // A page never opened: the offline page says so and links the saved ones; in another language, its offline page.
  const unvisitedTranslated = `/${translated.language.code}${unvisited}`;
  await page.goto(site.url(unvisitedTranslated));
  await expect(page.locator('html')).toHaveAttribute('lang', translated.language.code);
  await expect(page.getByText(translated.pages.offline.notSaved.replace('{path}', unvisitedTranslated))).toBeVisible();
  await page.goto(site.url(unvisited));
  await expect(page.getByText(offlineCopy.notSaved.replace('{path}', unvisited))).toBeVisible();
  const savedList = page.getByRole('region', { name: offlineCopy.savedTitle }).getByRole('listitem');
  // The English offline page lists the English pages saved (each language's lists its own).
  await expect(savedList.getByRole('link')).toHaveCount(ROUTES.filter((route) => contentOfRoute(route) === content).length + 1);

  // Search: the index was precached with the worker; a saved page is found.
  const record = kinds[0]!.records(content)[0]!;
  await page.goto(site.url('/'));
  await page.getByRole('banner').getByRole('button', { name: content.site.labels.search.button }).click();
  await page.getByRole('dialog', { name: content.site.labels.search.title }).getByRole('combobox').fill(record.name);
  await expect(page.getByRole('dialog').locator(`[role="option"][href^="/${kinds[0]!.id}/${record.slug}/"]`).first()).toBeVisible();
});

test('after "Save the wiki", every route of the sitemap loads offline', async ({ page, context }) => {
  test.setTimeout(600_000);
  // /about/ links to the button on /offline/ (its code loads there only).
  await page.goto(site.url('/about/'));
  await controlled(page);
  const save = page.getByRole('region', { name: offlineCopy.save.title });
  await save.getByRole('link', { name: offlineCopy.save.button }).click();
  await expect(page).toHaveURL(site.url('/offline/'));
  await save.getByRole('button', { name: offlineCopy.save.button }).click();
  // The English edition: each language's /offline/ saves its own pages (out/<language>/offline-files.json).
  const englishPaths = sitePaths().filter((p) => contentOfRoute(p) === content);
  const pages = englishPaths.length;
  await expect(save.getByRole('status')).toHaveText(offlineCopy.save.done.replace('{pages}', String(pages)), { timeout: 480_000 });
  await expect(save.getByRole('button', { name: offlineCopy.save.updateButton })).toBeVisible();
  await site.goOffline(context);

  // One fetch per route through the worker, inside the page: the saved HTML of each, not the offline page.
  const titles = await page.evaluate(
    (paths) => Promise.all(paths.map(async (p) => [p, /<title>([^<]*)<\/title>/.exec(await (await fetch(p)).text())?.[1] ?? ''] as const)),
    englishPaths,
  );
  const offlineTitle = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(OUT, 'offline/index.html'), 'utf8'))![1];
  expect(titles.filter(([p, title]) => title === '' || (title === offlineTitle && p !== '/offline/'))).toEqual([]);
  // And a full navigation to one of them renders.
  await page.goto(site.url(englishPaths.at(-1)!));
  await expectHydrated(page);
});

/*
 * Two builds, one page changed: scripts/check-content-is-data.sh builds a copy of the project after the main build
 * (more pages and records, a configured site.json, and a sentence added to one existing page) and runs this test
 * there, with FIRST_DEPLOY_OUT = the main build's out/ and OUT = the copy's. Without them (a single build) it is
 * skipped. The first deploy is served and opened (its worker installs and saves the page), then the same address
 * serves the second deploy.
 */
const firstDeploy = process.env.FIRST_DEPLOY_OUT;
const changed = { route: process.env.CHANGED_PAGE ?? '', text: process.env.CHANGED_TEXT ?? '' };

/** The bodies of the offline page in the worker's precache: one entry, of the deploy whose worker is active. */
const precachedOfflinePages = (page: Page) =>
  page.evaluate(async (offlinePath) => {
    const bodies: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.includes('precache'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname === offlinePath) bodies.push(await (await cache.match(request))!.text());
    }
    return bodies;
  }, '/offline/');

test('the first online load after a new deploy shows the new text', async ({ page, context }) => {
  test.skip(!firstDeploy, 'needs two builds: scripts/check-content-is-data.sh runs it on its copy');
  expect(changed, 'CHANGED_PAGE and CHANGED_TEXT: the page the second build changed').toEqual({ route: expect.stringMatching(/^\/.+\/$/), text: expect.stringMatching(/\S/) });
  const deploys = await serve(firstDeploy!);
  try {
    const offlinePage = (root: string) => fs.readFileSync(path.join(root, 'offline/index.html'), 'utf8');
    expect(offlinePage(firstDeploy!)).not.toBe(offlinePage(OUT));
    await page.goto(deploys.url(changed.route));
    await controlled(page);
    await saved(page, changed.route);
    await expect(page.getByRole('main').getByText(changed.text)).toHaveCount(0);
    await expect.poll(() => precachedOfflinePages(page)).toEqual([offlinePage(firstDeploy!)]);

    await deploys.deploy(context, OUT);
    await page.goto(deploys.url(changed.route));
    await expect(page.getByRole('main').getByText(changed.text)).toBeVisible();
    // The new deploy's worker takes over and its precache replaces the old one's files (cleaned on activation).
    await expect.poll(() => precachedOfflinePages(page)).toEqual([offlinePage(OUT)]);
  } finally {
    await deploys.close();
  }
});
