import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { formatDisplayDate, isoDay } from '../../lib/history/git-dates';
import { PAGE_HISTORY_LIMIT, RECENT_COMMITS } from '../../lib/history/history';
import { siteUrl } from '../../lib/model/site-url';
import { axeViolations, watchConsole } from './helpers';
import { content } from './content';

/*
 * Recent changes (/changes/) and the "Page history" of wiki and record pages, in the build of this checkout. The
 * expected commits come from git itself (`git log -- content`), not from the site's own history code.
 */

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
/** The commits that touched content/, newest first, as [sha, unix time, subject]; a merge is listed as the commits it brings. */
const contentCommits = git('log', '--no-merges', `-${RECENT_COMMITS}`, '--format=%H%x09%ct%x09%s', '--', 'content')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t') as [string, string, string]);
const words = content.pages.changes;

test.describe('Recent changes', () => {
  test('lists the latest commits to content/ by day, newest first, each with its summary and linked pages', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/changes/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    const days = [...new Set(contentCommits.map(([, time]) => isoDay(new Date(Number(time) * 1000))))];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(days.map((day) => formatDisplayDate(new Date(`${day}T00:00:00Z`))));
    const entries = page.locator('li[id^="change-"]');
    await expect(entries).toHaveCount(contentCommits.length);
    await expect(entries.first().locator('p').first()).toHaveText(contentCommits[0]![2]);
    // Every entry names at least one page, and the linked ones lead to pages of the site.
    for (const entry of await entries.all()) await expect(entry.getByRole('listitem').first()).toBeVisible();
    const hrefs = await page.locator('li[id^="change-"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith('/'))).toEqual([]);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', siteUrl(content.site.baseUrl, '/changes/feed.xml'));
    expect(problems).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`is axe-clean and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/changes/');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('works without JavaScript: every change and its links are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/changes/');
    await expect(page.locator('li[id^="change-"]')).toHaveCount(contentCommits.length);
    const link = page.locator('li[id^="change-"] a').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}/?$`));
    await context.close();
  });
});

test.describe('Page history', () => {
  const wikiPage = content.wikiPages[0]!;
  const boss = content.bosses[0]!;

  test('a wiki page ends with a closed "Page history" that opens without JavaScript and lists its own commits', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/wiki/${wikiPage.slug}/`);
    const history = page.locator('details.page-history');
    await expect(history).toHaveCount(1);
    await expect(history).not.toHaveAttribute('open');
    await history.locator('summary').click();
    await expect(history).toHaveAttribute('open');
    const commits = git('log', '--follow', '--format=%ct', '--', wikiPage.file).split('\n').filter(Boolean);
    const items = history.getByRole('list', { name: words.history.listLabel }).locator(':scope > li');
    await expect(items).toHaveCount(Math.min(commits.length, PAGE_HISTORY_LIMIT));
    await expect(items.first().locator('time')).toHaveText(formatDisplayDate(new Date(Number(commits[0]) * 1000)));
    // The repository address is still a placeholder in content/site.json: no link to it, as with "Edit this page".
    await expect(history.getByRole('link')).toHaveCount(0);
    await context.close();
  });

  test("a record page's history lists its own record's changes, not every change of its file", async ({ page }) => {
    await page.goto(`/bosses/${boss.slug}/`);
    const history = page.locator('details.page-history');
    await history.locator('summary').click();
    await expect(history).toContainText(fillFile(words.history.recordNote));
    const items = history.getByRole('list', { name: words.history.listLabel }).locator(':scope > li');
    const fileCommits = git('log', '--format=%H', '--', 'content/bosses.json').split('\n').filter(Boolean).length;
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(fileCommits);
    // The oldest change listed is the record's addition when its whole history fits.
    if (count < PAGE_HISTORY_LIMIT) await expect(items.last().getByRole('listitem')).toHaveText([words.added]);
  });
});

const fillFile = (template: string) => template.replace('{file}', 'content/bosses.json');
