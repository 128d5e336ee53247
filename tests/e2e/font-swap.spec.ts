import { expect, test, type Page } from '@playwright/test';
import { elementBoxes } from './helpers';
import { TEMPLATE_PAGES } from './sample-pages';

/*
 * On a slow link the display font lands after the first paint, and until then headings are drawn in a stand-in face
 * (app/display-font-fallbacks.css). The swap must move nothing: no heading takes another line, nothing beside a
 * heading word shifts (components/ui/SteadyWords.tsx). So every template, loaded with the font file blocked and
 * loaded with it, must put every element at the same place with the same height. Widths may differ: a word of text
 * is as wide as the face drawing it. With JavaScript off, as the first paint is.
 */

test.use({ javaScriptEnabled: false });

const isDisplayFont = (url: URL) => url.pathname.endsWith('.woff2');

/** Where each visible element starts and how tall it is, in document order. */
async function places(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return (await elementBoxes(page)).map((el) => `${el.where} "${el.text}" at ${el.x},${el.y}, ${el.height} px tall`);
}

for (const path of TEMPLATE_PAGES) {
  for (const width of [375, 412, 1280]) {
    test(`${path} at ${width} px does not move when the display font lands`, async ({ page }) => {
      await page.route(isDisplayFont, (route) => route.abort());
      const standIn = await places(page, path, width);
      const fontsBlocked = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'error').length);
      expect(fontsBlocked, 'the display font was blocked for the first load').toBeGreaterThan(0);
      await page.unroute(isDisplayFont);
      const withFont = await places(page, path, width);
      const moved = standIn.flatMap((place, i) => (place === withFont[i] ? [] : [`in the stand-in: ${place}\n   with the font:  ${withFont[i]}`]));
      expect(moved.slice(0, 8)).toEqual([]);
    });
  }
}
