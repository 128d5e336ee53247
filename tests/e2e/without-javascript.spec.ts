import { expect, test, type Page } from '@playwright/test';
import { content, kinds, languages } from './content';
import { hydrated } from './helpers';
import { TEMPLATE_PAGES, WIDTHS } from './sample-pages';

/*
 * With JavaScript off, every control a page shows does something: what needs scripts (search boxes, filters, sort
 * buttons, calculators, the site search dialog) is hidden by CSS alone (@media (scripting: none)), with a one-line
 * note where a reader would look for it, and the header's Search is a link to the wiki index. With scripts on, the
 * same pages show the controls and no note.
 */

const labels = content.site.labels;

/** The visible controls that only a script could make do something (no form here submits anywhere). */
function deadControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="tab"]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('form[action]'))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`at ${width} px no page of any template shows a control that does nothing`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      for (const path of TEMPLATE_PAGES) {
        await page.goto(path);
        expect(await deadControls(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }

  test("the header's Search leads to the wiki index, which says what works without JavaScript", async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('link', { name: labels.search.button, exact: true });
    await expect(search).toBeVisible();
    await search.click();
    await expect(page).toHaveURL((url) => url.pathname === '/wiki/' && url.hash.length > 1);
    await expect(page.locator(':target')).toContainText(content.pages.wiki.withoutScripts);
    await expect(page.locator(':target')).toBeInViewport();
    // Every page the index lists is there to follow.
    await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toBeVisible();
  });

  test('each list page, in every language, says its search and filters need JavaScript, and shows every entry', async ({ page }) => {
    for (const [prefix, words] of [['', content], ...languages.map((l) => [`/${l.language.code}`, l] as const)] as const) {
      for (const kind of kinds) {
        const path = `${prefix}/${kind.id}/`;
        await page.goto(path);
        await expect(page.getByText(words.site.labels.withoutScripts.listFilters, { exact: true }), path).toBeVisible();
        await expect(page.getByRole('main').getByRole('article'), path).toHaveCount(kind.records(content).length);
      }
    }
  });

  test('the gear table says its filters need JavaScript and shows the whole table, headings as text', async ({ page }) => {
    await page.goto('/tools/gear/');
    await expect(page.getByText(labels.withoutScripts.tableFilters, { exact: true })).toBeVisible();
    const table = page.locator('[data-gear-table]');
    await expect(table.getByRole('columnheader', { name: content.pages['tools-gear'].gear.columns.name, exact: true })).toBeVisible();
    await expect(table.getByRole('button')).toHaveCount(0);
  });
});

test.describe('JavaScript on', () => {
  test('the same controls are there, the notes are not, and Search opens the dialog', async ({ page }) => {
    await page.goto('/tools/gear/');
    await hydrated(page);
    await expect(page.getByText(labels.withoutScripts.tableFilters, { exact: true })).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: labels.search.button, exact: true })).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: labels.search.button, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
