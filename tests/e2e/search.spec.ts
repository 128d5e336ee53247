import { expect, test, type Page } from '@playwright/test';
import { WORKER_THRESHOLD_CHARS } from '../../lib/search/worker-threshold';
import { NAMES_PATH } from '../../lib/search/paths';
import { fillTemplate } from '../../lib/model/template';
import { content, kinds } from './content';
import { axeViolations, hydrated, requestedPaths } from './helpers';
import { watchErrors } from './page-errors';
import { SEARCH_ASSETS } from './search-assets';
import { SEARCH_CASES } from './search-expectations';

const firstKind = kinds[0]!;
const firstRecord = firstKind.records(content)[0]!;

/** The search words (content/site.json `labels.search`). */
const words = content.site.labels.search;
const dialog = (page: Page) => page.getByRole('dialog', { name: words.title });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: words.title });
const options = (page: Page) => dialog(page).getByRole('option');
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: words.button });
const pathOf = (href: string | null) => (href ?? '').split('#')[0];

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

async function firstThreePages(page: Page) {
  const hrefs = await options(page).evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('href')));
  return hrefs.map(pathOf);
}

/** Types each query of SEARCH_CASES into the dialog on the home page, one after another in one load. */
async function everyCaseInFirstThree(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  for (const { query, page: expected } of SEARCH_CASES) {
    await search(page, query);
    await expect.poll(() => firstThreePages(page), `"${query}"`).toContain(expected);
  }
}

test.describe('opening and closing', () => {
  // That no page template loads search code or its index until search opens: tests/e2e/hardening.spec.ts, on each.
  test(`Ctrl+K, "/" and the button open search; Esc closes and gives focus back`, async ({ page }) => {
    const messages = watchErrors(page);
    await page.goto('/');
    await hydrated(page);

    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // "/" from a focused link: focus returns to that link.
    const logo = page.getByRole('banner').getByRole('link', { name: /wiki home/ });
    await logo.focus();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(logo).toBeFocused();

    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await dialog(page).getByRole('button', { name: `${words.close} ${words.closeTarget}` }).click();
    await expect(searchButton(page)).toBeFocused();
    expect(messages).toEqual([]);
  });

  test('"/" types a slash in a search field instead of opening search', async ({ page }) => {
    await page.goto(`/${firstKind.id}/`);
    await hydrated(page);
    await page.getByRole('searchbox').click();
    await page.keyboard.type('a/b');
    await expect(page.getByRole('searchbox')).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
  });

  test('focus stays inside the open dialog', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await search(page, SEARCH_CASES[0]!.query);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('the open dialog has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await search(page, SEARCH_CASES[0]!.query);
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('results', () => {
  // Every query of the set is ranked in the unit tests (tests/unit/search-queries.test.ts); here a sample of each
  // kind of query goes through the dialog as typed, one after another in one load.
  test(`${SEARCH_CASES.map((c) => c.label).join(', ')}: each finds its page among the first three`, async ({ page }) => {
    await everyCaseInFirstThree(page);
  });

  test('a result shows its kind, title, section and a highlighted excerpt', async ({ page }) => {
    const { query } = SEARCH_CASES.find((c) => c.label === 'server property')!;
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await search(page, query);
    const first = options(page).first();
    await expect(first).toContainText(content.site.labels.searchKinds.wikiPage);
    await expect(first.locator('mark').first()).toBeVisible();
    expect(await first.getAttribute('href')).toContain('#');
  });

  test('a record\'s name puts its page first, labelled with its kind, and its wiki page next', async ({ page }) => {
    const bossKind = kinds.find((k) => k.id === 'bosses')!;
    const boss = content.bosses[0]!;
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await search(page, boss.name);
    expect((await firstThreePages(page)).slice(0, 2)).toEqual([`/bosses/${boss.slug}/`, `/wiki/${boss.wiki}/`]);
    await expect(options(page).first()).toContainText(content.kindNames[bossKind.id]!.one);
  });

  test('no results: offers the nearest names and the wiki index filtered by the query', async ({ page }) => {
    const boss = content.bosses[0]!;
    const garbled = `${boss.name.slice(0, 3)}qqq`;
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await input(page).fill(garbled);
    await expect(dialog(page).getByRole('status')).toHaveText(fillTemplate(words.noResults, { query: garbled }));
    await expect(dialog(page).getByRole('link', { name: new RegExp(garbled) })).toHaveAttribute('href', `/wiki/?q=${garbled}`);
    await dialog(page).getByRole('button', { name: boss.name, exact: true }).click();
    await expect(input(page)).toHaveValue(boss.name);
    await expect(options(page).first()).toBeVisible();
  });

  test('works by keyboard alone and lands on the matching heading', async ({ page }) => {
    const { query } = SEARCH_CASES.find((c) => c.label === 'server property')!;
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    // The dialog's code loads on first use: type once its field has focus.
    await expect(input(page)).toBeFocused();
    await page.keyboard.type(query);
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
    const href = (await options(page).first().getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(href);
    const id = decodeURIComponent(new URL(href, 'http://x').hash.slice(1));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('clicking a result opens its page', async ({ page }) => {
    const { query, page: expected } = SEARCH_CASES.find((c) => c.label === 'prefix')!;
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await search(page, query);
    await options(page).filter({ has: page.locator(`xpath=self::*[starts-with(@href, "${expected}")]`) }).first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${expected}(#.*)?$`));
  });

  test('arrow keys move through the results and wrap', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await search(page, firstRecord.name);
    const count = await options(page).count();
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('?q= opens search with that query; a list page keeps ?q= for its own search box', async ({ page }) => {
    const name = firstRecord.name;
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await expect(input(page)).toHaveValue(name);
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');

    await page.goto(`/${firstKind.id}/?q=${encodeURIComponent(name)}`);
    await hydrated(page);
    await expect(page.getByRole('searchbox')).toHaveValue(name);
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('opening search', () => {
  test('opening search fetches the index and the search code, as known from out/', async ({ page }) => {
    expect(SEARCH_ASSETS.size).toBeGreaterThan(1);
    const requested = requestedPaths(page);
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await search(page, SEARCH_CASES[0]!.query);
    expect(requested).toContain(NAMES_PATH);
    expect(requested.some((p) => p.endsWith('.js') && SEARCH_ASSETS.has(p))).toBe(true);
  });

  // Today's names file is far below the worker threshold; served padded past it (trailing spaces, which JSON
  // ignores), the page takes the large-site path: the index is built and queried in a Web Worker, which fetches
  // the shards itself under the page's policy (worker-src 'self').
  test('a names file past the worker threshold is searched in a Web Worker, with the same results', async ({ page }) => {
    const messages = watchErrors(page);
    await page.route(NAMES_PATH, async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      expect(text.length).toBeLessThanOrEqual(WORKER_THRESHOLD_CHARS);
      await route.fulfill({ response, body: text.padEnd(WORKER_THRESHOLD_CHARS + 1, ' ') });
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await everyCaseInFirstThree(page);
    expect(workers).toHaveLength(1);
    expect(messages).toEqual([]);
  });

});
