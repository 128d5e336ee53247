import { expect, test, type Page } from '@playwright/test';
import { elementBoxes, hydrated } from './helpers';
import { TEMPLATE_PAGES, WIDTHS } from './sample-pages';

/*
 * Every page paints from the CSS inlined in its <head> (scripts/critical-css-page.mjs) before the site stylesheet
 * arrives. If that CSS missed a rule the page uses, the page would first paint wrong and then shift when the
 * stylesheet lands. So: one page of every template, loaded with the stylesheet blocked and loaded normally, must
 * lay out and colour every element the same, at a phone and a desktop width. With JavaScript off, as the first
 * paint is: what scripts add later is drawn once the stylesheet (preloaded from the <head>) is there.
 */

test.use({ javaScriptEnabled: false });

/**
 * Each visible element's box and the styles a reader sees first, in document order. Content the browser skips until
 * it nears the viewport (content-visibility: auto) is drawn first, or its box would be the size it was last drawn
 * at, whichever width that was.
 */
async function snapshot(page: Page) {
  return (await elementBoxes(page)).map((el) => `${el.where} ${el.x},${el.y} ${el.width}×${el.height} ${el.display} ${el.color} ${el.background} ${el.font}`);
}

/** The page at each width, its fonts loaded. */
async function snapshots(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const byWidth: string[][] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    byWidth.push(await snapshot(page));
  }
  return byWidth;
}

/** The first entries where two snapshots differ. */
function differences(withoutSheet: string[], withSheet: string[]) {
  const found: string[] = [];
  for (let i = 0; i < Math.max(withoutSheet.length, withSheet.length) && found.length < 8; i++) {
    if (withoutSheet[i] !== withSheet[i]) found.push(`before the stylesheet: ${withoutSheet[i]}\n   with it:            ${withSheet[i]}`);
  }
  return found;
}

for (const path of TEMPLATE_PAGES) {
  test(`${path} looks the same before its stylesheet arrives`, async ({ page }) => {
    const isSiteStylesheet = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.css');
    await page.route(isSiteStylesheet, (route) => route.abort());
    const blocked = await snapshots(page, path);
    await page.unroute(isSiteStylesheet);
    const full = await snapshots(page, path);
    WIDTHS.forEach((width, i) => {
      expect(differences(blocked[i]!, full[i]!), `${width} px`).toEqual([]);
    });
  });
}

/*
 * The site stylesheet declares no font faces: each page declares them in its inline CSS (a stylesheet that
 * declares fonts makes the browser lay out all the text again when it lands; scripts/critical-css-fonts.mjs).
 * So the display font must still be there after a client-side navigation, which keeps the first page's <head>.
 */
test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('headings keep the display font after a client-side navigation', async ({ page }) => {
    await page.goto('/wiki/');
    await hydrated(page);
    const headingFont = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // The element that draws the title's first word (an accent part may sit in a span of its own).
        const words = document.createTreeWalker(document.querySelector('h1')!, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
        const family = getComputedStyle(words.nextNode()!.parentElement!).fontFamily.split(',')[0]!.trim();
        const loaded = [...document.fonts].some((face) => face.family.replace(/"/g, '') === family.replace(/"/g, '') && face.status === 'loaded');
        return { family, loaded, sameDocument: (window as { sameDocument?: boolean }).sameDocument === true };
      });
    const first = await headingFont();
    expect(first.loaded, `${first.family} is declared and loaded on the first page`).toBe(true);

    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const title = (await page.locator('h1').textContent()) ?? '';
    const link = page.locator('main a[href^="/wiki/"]').first();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.locator('h1')).not.toHaveText(title);
    const after = await headingFont();
    expect(after.sameDocument, 'the link navigated on the client').toBe(true);
    expect(after).toEqual({ family: first.family, loaded: true, sameDocument: true });
  });
});
