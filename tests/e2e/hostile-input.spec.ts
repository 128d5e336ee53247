import { expect, test, type Page } from '@playwright/test';
import { content, kinds } from './content';
import { hydrated } from './helpers';
import { watchErrors } from './page-errors';
import { HOSTILE } from '../fixtures/hostile-strings';

/** Every search box: each record kind's list page, the wiki index, and the site search dialog (on the home page). */
const SEARCH_BOX_PAGES = [...kinds.map((k) => `/${k.id}/`), '/wiki/'];

/** The URL parameters each page reads: ?q= everywhere (on a page without a list it opens site search), plus its facet. */
const URL_PARAMS: { path: string; params: string[] }[] = [
  { path: '/', params: ['q'] },
  { path: `/wiki/${content.wikiPages[0]!.slug}/`, params: ['q'] },
  { path: '/wiki/', params: ['q', 'tags'] },
  ...kinds.map((k) => ({ path: `/${k.id}/`, params: ['q', ...(k.facet ? [k.facet.param] : [])] })),
];

async function expectNothingInjected(page: Page, messages: string[], what: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), what).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], script:not([src])').evaluateAll((els) => els.filter((el) => el.textContent?.includes('__pwned') || el.getAttribute('src') === 'x' || el.hasAttribute('onload')).length), what).toBe(0);
  expect(messages, what).toEqual([]);
}

const short = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text);

for (const path of SEARCH_BOX_PAGES) {
  test(`${path}: hostile text in the search box shows as text, with no error`, async ({ page }) => {
    const messages = watchErrors(page);
    await page.goto(path);
    await hydrated(page);
    const box = page.getByRole('main').getByRole('searchbox');
    for (const text of HOSTILE) {
      await box.fill(text);
      await expect(box).toHaveValue(text);
      await expect(page.getByRole('main').getByRole('status')).toContainText('Found');
      await expectNothingInjected(page, messages, short(text));
    }
  });
}

test('site search: hostile text in the dialog shows as text, with no error', async ({ page }) => {
  const messages = watchErrors(page);
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: content.site.labels.search.title });
  const input = dialog.getByRole('combobox');
  await expect(dialog.getByRole('status')).toContainText('Type');
  for (const text of HOSTILE) {
    await input.fill(text);
    await expect(dialog.getByRole('status')).not.toContainText('Loading');
    await expect(dialog.getByRole('status')).not.toContainText('Type');
    await expectNothingInjected(page, messages, short(text));
  }
  // The dialog still searches afterwards.
  await input.fill(kinds[0]!.records(content)[0]!.name);
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

// Each value's way through the URL state is unit-tested one by one (tests/unit/url-state.test.ts); in the browser,
// one load carries them all at once (what reaches the page is the same rendering path), and one more a raw,
// badly encoded value (browsers send it as typed).
const ALL_HOSTILE = HOSTILE.join(' ');

for (const { path, params } of URL_PARAMS) {
  for (const param of params) {
    test(`${path}?${param}= with hostile values loads with no error`, async ({ page }) => {
      const messages = watchErrors(page);
      await page.goto(`${path}?${param}=${encodeURIComponent(ALL_HOSTILE)}`);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNothingInjected(page, messages, `?${param}= every hostile value`);
      await page.goto(`${path}?${param}=%E0%A4%A%zz<b>`);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNothingInjected(page, messages, `?${param}= badly encoded`);
    });
  }
}
