import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryUrlOf } from '../../lib/site/placeholders';
import { THEME_STORAGE_KEY } from '../../lib/site/theme';
import { backgroundLuminance, hydrated, menuSummary, readContent, sitePaths } from './helpers';

/*
 * Reading comfort: the light theme, the first paint, print, and the editor's footer line of wiki pages.
 *
 * First paint: the stored choice is put in localStorage by addInitScript (it runs before any script of the
 * page), and every Next.js script is blocked, so React never hydrates. What the page shows then can only come
 * from the HTML, the CSS and the inline <head> script: exactly what the browser paints first.
 */

const OUT = path.resolve(__dirname, '../../out');
const wikiPaths = sitePaths().filter((p) => /^\/wiki\/[^/]+\/$/.test(p));
const htmlOf = (p: string) => fs.readFileSync(path.join(OUT, p, 'index.html'), 'utf8');
const hasFullFrame = (html: string) => html.includes('aria-label="On this page"') && html.includes('aria-label="Previous and next page"');
/** A wiki page with the whole frame (table of contents, previous/next, navbox), with an infobox if one has it. */
const wikiPath =
  wikiPaths.find((p) => hasFullFrame(htmlOf(p)) && / facts"/.test(htmlOf(p))) ?? wikiPaths.find((p) => hasFullFrame(htmlOf(p)))!;

const storeTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_STORAGE_KEY, theme]);

const blockAppScripts = (page: Page) => page.route('**/_next/static/**/*.js', (route) => route.abort());

const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Light theme' });

test.describe('theme', () => {
  test('the toggle switches to light, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(wikiPath);
    await hydrated(page);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await themeAttribute(page)).toBe('light');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

    await page.reload();
    await hydrated(page);
    expect(await themeAttribute(page)).toBe('light');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
  });

  test('the toggle is a keyboard-operable button with a visible focus ring', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(wikiPath);
    await hydrated(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    // Focus moved by keyboard (not by a click) shows the ring.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(toggle(page)).toBeFocused();
    expect(await toggle(page).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });

  test('on a phone the toggle sits in the menu, and the header still fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(wikiPath);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(toggle(page)).toBeHidden();
    await menuSummary(page.getByRole('banner'), 'Menu').click();
    await expect(toggle(page)).toBeVisible();
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    await page.reload();
    expect(await themeAttribute(page)).toBe('light');
  });

  for (const [stored, system] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test(`the first paint already has a stored "${stored}" theme on a ${system} system, before any app script runs`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await storeTheme(page, stored);
      await blockAppScripts(page);
      await page.goto(wikiPath);
      expect(await themeAttribute(page)).toBe(stored);
      if (stored === 'light') expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
      else expect(await backgroundLuminance(page)).toBeLessThan(0.1);
      // Proof that nothing hydrated: the toggle only renders after hydration.
      await expect(toggle(page)).toHaveCount(0);
    });
  }

  for (const system of ['light', 'dark'] as const) {
    test(`with no stored choice the page follows a ${system} system setting, with or without scripts`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await blockAppScripts(page);
      await page.goto(wikiPath);
      expect(await themeAttribute(page)).toBeNull();
      const luminance = await backgroundLuminance(page);
      if (system === 'light') expect(luminance).toBeGreaterThan(0.8);
      else expect(luminance).toBeLessThan(0.1);

      await page.unrouteAll();
      await page.goto(wikiPath);
      await hydrated(page);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', String(system === 'light'));
    });
  }

});

test.describe('print', () => {
  test('a wiki page prints the article alone, black on white, with link targets written out', async ({ page }) => {
    await page.goto(wikiPath);
    await hydrated(page);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.prose-wiki')).toBeVisible();
    // Boxes inside the article (infoboxes, callouts) are content and stay.
    for (const box of await page.locator('.prose-wiki aside').all()) await expect(box).toBeVisible();
    await expect(page.getByText('Last updated')).toBeVisible();
    for (const hidden of [
      page.locator('body > header'),
      page.locator('body > footer'),
      page.getByRole('navigation', { name: 'Breadcrumb' }),
      page.getByRole('navigation', { name: 'Previous and next page' }),
      page.getByRole('navigation', { name: /pages$/ }),
      page.locator('aside:has(nav)'),
      page.locator('details:has(> nav)'),
      page.getByRole('button'),
    ]) {
      for (const element of await hidden.all()) await expect(element).toBeHidden();
    }
    expect(await backgroundLuminance(page)).toBe(1);
    const colours = await page.evaluate(() => {
      const text = getComputedStyle(document.querySelector('.prose-wiki p') ?? document.body).color;
      const heading = getComputedStyle(document.querySelector('main h1')!).color;
      return [text, heading];
    });
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(0, 0, 0)']);

    const afterOf = (selector: string) =>
      page.evaluate((s) => {
        const link = document.querySelector(s);
        return link ? [link.getAttribute('href'), getComputedStyle(link, '::after').content] : null;
      }, selector);
    const internal = await afterOf('.prose-wiki a[href^="/"]:not(.heading-anchor)');
    expect(internal).not.toBeNull();
    expect(internal![1]).toBe(`" (${internal![0]})"`);
    const anchor = await afterOf('.prose-wiki a[href^="#"]');
    if (anchor) expect(anchor[1]).toBe('none');
  });
});

test.describe('editor footer line', () => {
  const site = readContent<{ repositoryUrl: string; repositoryUrlTodo?: string; repositoryBranch?: string }>('site.json');
  const repository = repositoryUrlOf(site);

  test('"Last updated" shows the date of the page source, and "Edit this page" waits for a real repository URL', async ({ page }) => {
    await page.goto(wikiPath);
    const time = page.getByRole('main').locator('p', { hasText: 'Last updated' }).locator('time');
    await expect(time).toHaveText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    const iso = await time.getAttribute('datetime');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${iso}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());

    const edit = page.getByRole('link', { name: /Edit this page/ });
    if (repository) {
      const slug = wikiPath.split('/')[2];
      await expect(edit).toHaveAttribute('href', new RegExp(`/edit/.+/content/wiki/${slug}\\.mdx$`));
    } else {
      await expect(edit).toHaveCount(0);
      // No placeholder address anywhere in the page.
      expect(await page.content()).not.toContain(site.repositoryUrl);
    }
  });
});
