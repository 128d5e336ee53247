import { expect, test, type Page } from '@playwright/test';
import { cspMetaOf } from '../../scripts/headers-rules.mjs';
import { attributeOf, elementsOf, parseHtml } from '../../scripts/out-files.mjs';
import { axeViolations, backgroundLuminance, hydrated, requestedPaths, watchConsole } from './helpers';
import { TEMPLATE_PAGES, WIDTHS } from './sample-pages';
import { isSearchAsset } from './search-assets';

/*
 * One page of every template (tests/e2e/sample-pages.ts), loaded once and checked at a phone and a desktop
 * width: served with the host headers of out/_headers and the per-page CSP <meta>, it raises no CSP violation
 * and no console error, and axe (WCAG A/AA and best practices) finds nothing at either width. Pages of one
 * template share their markup, so this covers every page at a fraction of the time; shell.spec.ts checks every
 * page's HTML. Nor does it load any search code or index before search is opened (search.spec.ts opens it).
 */

/** Records every securitypolicyviolation event the page fires, from before its first script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('the server sends the host headers of out/_headers', async ({ request }) => {
  const page = await request.get('/');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['content-encoding']).toBe('br');
  expect((await request.get('/', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  const html = await page.text();
  const meta = cspMetaOf(html) ?? '';
  expect(meta).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(meta).not.toContain('unsafe-inline');
  const chunk = [...elementsOf(parseHtml(html), 'script')].map((script) => attributeOf(script, 'src')).find((src) => src?.startsWith('/_next/static/'))!;
  expect((await request.get(chunk)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/**
 * Checks the page at each width in turn, phone first: one load serves both, since the layout follows the width.
 * At each width the page must fit the screen (wide tables scroll inside their own region).
 */
async function axeAtEveryWidth(page: Page, exclude: readonly string[] = []) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) found.push(`${width} px: the page is ${overflow} px wider than the screen`);
    found.push(...(await axeViolations(page, { exclude })).map((v) => `${width} px: ${v}`));
  }
  return found;
}

/**
 * The site header and footer (the root layout's) are one markup on every page: axe checks them in full on the first
 * template page, and on the others checks what the page itself adds. That is a third to a half of each run's time.
 */
const SITE_CHROME = ['body > header', 'body > footer'] as const;
const chromeExcludedOn = (path: string) => (path === TEMPLATE_PAGES[0] ? [] : SITE_CHROME);

/**
 * Playwright emulates a light system, so the full axe runs see the light theme; a dark system then switches the
 * page to the dark palette (the one the theme toggle picks too), checked for the rules a palette can break (the
 * rest does not change with it). Reduced motion makes the switch all but instant (no click that waits for the
 * element to hold still over two frames).
 */
async function darkThemeViolations(page: Page, exclude: readonly string[]) {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  // Polled every 50 ms, not at expect.poll's default 100, 250, 500 ms steps: the switch takes a frame or two.
  await expect.poll(() => backgroundLuminance(page), { intervals: [50] }).toBeLessThan(0.1);
  // Every colour has ended its (0.01 ms) transition: axe reads the dark palette, not a frame in between.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), { intervals: [50] }).toBe(0);
  return (await axeViolations(page, { only: ['color-contrast', 'link-in-text-block'], exclude })).map((v) => `dark theme: ${v}`);
}

for (const path of TEMPLATE_PAGES) {
  test(`${path}: no CSP violation, no console error, fits and no axe violation at ${WIDTHS.join(' and ')} px, and on the dark theme; no search code until opened`, async ({ page }) => {
    test.slow(); // two full axe runs and a contrast run
    const violations = await watchCsp(page);
    const messages = watchConsole(page);
    const requested = requestedPaths(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: /wiki home/ })).toBeVisible();
    await hydrated(page);
    expect(await axeAtEveryWidth(page, chromeExcludedOn(path))).toEqual([]);
    expect(await darkThemeViolations(page, chromeExcludedOn(path))).toEqual([]);
    // Requests the page makes late (prefetches of linked pages) have ended, so their errors are in `messages`.
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(messages).toEqual([]);
    expect(requested.filter(isSearchAsset), 'search code or index before search was opened').toEqual([]);
  });
}

test('the 404 page: its inline warning runs under the CSP, and axe finds nothing', async ({ page }) => {
  const violations = await watchCsp(page);
  const messages = watchConsole(page);
  await page.goto('/no/such/page');
  expect(await violations()).toEqual([]);
  expect(messages).toContain('warning: 404: no page at /no/such/page');
  expect(await axeAtEveryWidth(page)).toEqual([]);
});
