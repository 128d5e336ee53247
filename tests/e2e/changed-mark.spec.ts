import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { formatDisplayDate } from '../../lib/history/git-dates';
import { CHANGED_MARK_SCRIPT, CHANGED_MARK_STORAGE_KEY } from '../../lib/history/changed-mark';
import { fillTemplate } from '../../lib/model/template';
import { content, indexedPages } from './content';

/*
 * "Changed since your last visit", on this checkout's build. The reader opens two wiki pages; then the first is
 * made to have been read at its previous version: its remembered version (localStorage, as the previous build's
 * page stored it) is set to the time of the commit before its last, taken from git. The mark must then show, with
 * the date of the page's last change, on that page and on its wiki index card, and on neither for the other page;
 * once seen, it goes. Storage only: no cookie.
 */

const [changed, unchanged] = indexedPages.filter((p) => commitTimes(p.file).length >= 2);
const changedPath = `/wiki/${changed!.slug}`;
const unchangedPath = `/wiki/${unchanged!.slug}`;

/** The commit times of a file, newest first, as the site stores them (ISO). */
function commitTimes(file: string): string[] {
  const out = execFileSync('git', ['log', '--follow', '--format=%ct', '--', file], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean).map((t) => new Date(Number(t) * 1000).toISOString());
}

const markText = (iso: string, where: 'mark' | 'cardMark' = 'mark') => fillTemplate(content.pages.changes[where], { date: formatDisplayDate(new Date(iso)) });
const mark = (page: Page, pagePath: string) => page.locator(`[data-changed-mark="${pagePath}"]`);
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>, CHANGED_MARK_STORAGE_KEY);

/** Waits until the mark script has loaded and done its first pass (it runs a frame, then a task, after loading). */
async function markScriptDone(page: Page) {
  await page.waitForFunction((src) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(src)), CHANGED_MARK_SCRIPT);
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

test('a page that changed since the last visit shows the mark with its date, on the page and its index card; an unchanged one does not', async ({ page, context }) => {
  const [last, previous] = commitTimes(changed!.file) as [string, string];

  // First visits: nothing to compare with, so no mark; each page's version is remembered.
  for (const pagePath of [changedPath, unchangedPath]) {
    await page.goto(`${pagePath}/`);
    await expect(page.locator(`script[src="${CHANGED_MARK_SCRIPT}"]`)).toHaveAttribute('async', '');
    await markScriptDone(page);
    expect((await stored(page))[pagePath]).toBeDefined();
    await expect(mark(page, pagePath)).toBeHidden();
  }
  expect((await stored(page))[changedPath]).toBe(last);

  // The reader had last seen the changed page at its previous version.
  await page.evaluate(([key, pagePath, time]) => localStorage.setItem(key!, JSON.stringify({ ...JSON.parse(localStorage.getItem(key!)!), [pagePath!]: time })), [CHANGED_MARK_STORAGE_KEY, changedPath, previous]);

  await page.goto('/wiki/');
  await expect(mark(page, changedPath)).toBeVisible();
  await expect(mark(page, changedPath)).toHaveText(markText(last, 'cardMark'));
  await expect(mark(page, unchangedPath)).toBeHidden();

  await page.goto(`${unchangedPath}/`);
  await markScriptDone(page);
  await expect(mark(page, unchangedPath)).toBeHidden();

  await page.goto(`${changedPath}/`);
  await expect(mark(page, changedPath)).toBeVisible();
  await expect(mark(page, changedPath)).toHaveText(markText(last));
  expect((await stored(page))[changedPath]).toBe(last);

  // Seen now: the next visit shows no mark.
  await page.reload();
  await markScriptDone(page);
  await expect(mark(page, changedPath)).toBeHidden();

  expect(await context.cookies()).toEqual([]);
});

test('pages without a mark load no mark script', async ({ page }) => {
  for (const pagePath of ['/', '/news/', '/changes/', '/tools/', '/bosses/']) {
    await page.goto(pagePath);
    await expect(page.locator(`script[src="${CHANGED_MARK_SCRIPT}"]`)).toHaveCount(0);
  }
});
