import { expect, test, type Page, type Route } from '@playwright/test';
import { elementBoxes } from './helpers';
import { TEMPLATE_PAGES } from './sample-pages';

/*
 * On a slow link the display font can land after the first paint; until then headings are drawn in a stand-in face
 * (app/display-font-fallbacks.css). A font that lands late must move nothing on the page the reader is looking at
 * (lib/site/fonts.ts: `display: 'optional'`): every template, with the font file held back until the page has
 * painted and then delivered, keeps every element at the same place with the same size. With JavaScript off, as
 * the first paint is.
 */

test.use({ javaScriptEnabled: false });

const isDisplayFont = (url: URL) => url.pathname.endsWith('.woff2');

/** Where each rendered element is and how big, in document order. */
const places = async (page: Page) => (await elementBoxes(page)).filter((el) => el.rendered).map((el) => `${el.where} "${el.text}" at ${el.x},${el.y}, ${el.width}×${el.height}`);

for (const path of TEMPLATE_PAGES) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px does not move when the display font lands after the first paint`, async ({ page }) => {
      const held: Route[] = [];
      await page.route(isDisplayFont, (route) => void held.push(route));
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: 'commit' });
      // Painted, with every stylesheet applied (the page's own CSS comes after its inline critical CSS), the font
      // still held back. Polled from the test: with JavaScript off the page runs no polling of its own.
      const paintedWithStyles = () =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0 && [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet));
      await expect.poll(paintedWithStyles).toBe(true);
      const beforeFont = await places(page);
      expect(held.length, 'the page asked for the display font').toBeGreaterThan(0);
      const delivered = held.map((route) => route.continue());
      await Promise.all(delivered);
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      const afterFont = await places(page);
      const moved = beforeFont.flatMap((place, i) => (place === afterFont[i] ? [] : [`before the font: ${place}\n   after the font:  ${afterFont[i]}`]));
      expect(moved.slice(0, 8)).toEqual([]);
    });
  }
}
