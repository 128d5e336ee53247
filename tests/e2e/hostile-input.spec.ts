import { expect, test, type Page } from '@playwright/test';
import { content, kinds } from './content';
import { hydrated } from './helpers';
import { watchErrors } from './page-errors';
import { HOSTILE } from '../fixtures/hostile-strings';

/**
 * The search boxes that get every hostile value typed: one list page (every kind's list page is the same generic
 * list, components/list/FilterableList.client.tsx, with other records) and the wiki index (its own filter). Every
 * page still gets every value through its URL below; the site search dialog has its own test.
 */
const SEARCH_BOX_PAGES = [`/${kinds[0]!.id}/`, '/wiki/'];

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

/** The search dialog's words (content/site.json `labels.search`). */
const searchWords = content.site.labels.search;

const short = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text);

test('site search: hostile text in the dialog shows as text, with no error', async ({ page }) => {
  const messages = watchErrors(page);
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: content.site.labels.search.title });
  const input = dialog.getByRole('combobox');
  await expect(dialog.getByRole('status')).toContainText(searchWords.hint);
  for (const text of HOSTILE) {
    await input.fill(text);
    await expect(dialog.getByRole('status')).not.toContainText(searchWords.loading);
    await expect(dialog.getByRole('status')).not.toContainText(searchWords.hint);
    await expectNothingInjected(page, messages, short(text));
  }
  // The dialog still searches afterwards.
  await input.fill(kinds[0]!.records(content)[0]!.name);
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

// Each value's way through the URL state is unit-tested one by one (tests/unit/url-state.test.ts); in the browser,
// one load carries them all at once in every parameter the page reads (what reaches the page is the same rendering
// path), and one more a raw, badly encoded value in each (browsers send it as typed). A page with a search box then
// gets each value typed into it, in the same load.
const ALL_HOSTILE = HOSTILE.join(' ');
// Servers cap a request line (Node at 16 KiB): the one very long value goes into the first parameter only.
const ALL_SHORT_HOSTILE = HOSTILE.filter((text) => text.length < 500).join(' ');
const hostileQuery = (params: string[]) => params.map((p, i) => `${p}=${encodeURIComponent(i === 0 ? ALL_HOSTILE : ALL_SHORT_HOSTILE)}`).join('&');
const BAD_ENCODING = '%E0%A4%A%zz<b>';

for (const { path, params } of URL_PARAMS) {
  const hasSearchBox = SEARCH_BOX_PAGES.includes(path);
  test(`${path}?${params.join('=&')}= with hostile values loads with no error${hasSearchBox ? ', and its search box shows typed ones as text' : ''}`, async ({ page }) => {
    const messages = watchErrors(page);
    await page.goto(`${path}?${params.map((p) => `${p}=${BAD_ENCODING}`).join('&')}`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNothingInjected(page, messages, `?${params.join(', ')} badly encoded`);
    await page.goto(`${path}?${hostileQuery(params)}`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNothingInjected(page, messages, `?${params.join(', ')} every hostile value`);
    if (!hasSearchBox) return;
    const box = page.getByRole('main').getByRole('searchbox');
    for (const text of HOSTILE) {
      await box.fill(text);
      await expect(box).toHaveValue(text);
      await expect(page.getByRole('main').getByRole('status')).toContainText(content.site.labels.lists.found.split('{')[0]!.trim());
    }
    // An injected handler sets window.__pwned and a broken injected picture logs an error, and both stay: one
    // check after every value has been typed sees them all.
    await expectNothingInjected(page, messages, 'every hostile value typed');
  });
}
