import { expect, test } from '@playwright/test';
import { editUrl } from '../../lib/site/edit-url';
import { content, kinds, menus } from './content';
import { expectEscapeCloses, hydrated, menuSummary } from './helpers';

/*
 * What only a configured site shows: the Official menu and "Edit this page" appear once content/site.json holds
 * real addresses instead of placeholders. scripts/check-content-is-data.sh writes such a site.json into a copy of
 * the project, adds a wiki page and a record to every record file, builds the copy and runs this spec there (CONFIGURED_SITE=1); the main
 * run skips it (playwright.config.ts), since the real site.json still holds placeholders.
 */

/** What the check added: a wiki page, and record slugs (comma-separated) across the record files. */
const added = { wiki: process.env.ADDED_WIKI_PAGE, records: new Set(process.env.ADDED_RECORDS?.split(',') ?? []) };

test('content/site.json holds real addresses for every Official link and the repository', () => {
  expect(menus.official.map((l) => l.label)).toEqual(content.site.officialMenu.map((key) => content.site.links[key]!.label));
  expect(editUrl(content.site, content.wikiPages[0]!.file)).toBeDefined();
});

test('the Official menu opens from the keyboard, lists every official link and opens it in a new tab', async ({ page, context }) => {
  // No network in tests: the outside sites answer with a stub page.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' }));
  await page.goto('/');
  await hydrated(page);
  const button = menuSummary(page.getByRole('navigation', { name: 'Main' }), 'Official');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button.locator('xpath=..')).toHaveAttribute('open');
  const links = button.locator('xpath=..').getByRole('link');
  await expect(links).toHaveText(menus.official.map((l) => new RegExp(l.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  for (const [i, link] of menus.official.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', link.href);
    await expect(links.nth(i)).toHaveAttribute('target', '_blank');
    await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(menus.official[0]!.href);
  await tab.close();
  await page.bringToFront();
  // Following a link closes the menu; it opens again from the keyboard, and Escape closes it.
  await expect(button.locator('xpath=..')).not.toHaveAttribute('open');
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await expectEscapeCloses(page, button);
});

test('"Edit this page" links every wiki page to its file in the repository', async ({ page }) => {
  for (const wiki of [content.wikiPages[0]!, content.wikiPages.at(-1)!]) {
    await page.goto(`/wiki/${wiki.slug}/`);
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', editUrl(content.site, wiki.file)!);
  }
});

test('the wiki page and the record of every kind the check added render with their own headings', async ({ page }) => {
  test.skip(!added.wiki || added.records.size === 0, 'ADDED_WIKI_PAGE and ADDED_RECORDS name what scripts/check-content-is-data.sh added');
  const wiki = content.index.wikiPages.get(added.wiki!)!;
  await page.goto(`/wiki/${wiki.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wiki.frontmatter.title);
  for (const kind of kinds) {
    const records = kind.records(content).filter((r) => added.records.has(r.slug));
    expect(records.length, `an added record shown by /${kind.id}/`).toBeGreaterThan(0);
    for (const record of records) {
      await page.goto(`/${kind.id}/${record.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.name);
    }
  }
});
