import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { formatDisplayDate } from '../../lib/history/git-dates';
import { CHANGED_MARK_SCRIPT, CHANGED_MARK_STORAGE_KEY } from '../../lib/history/changed-mark';
import { fillTemplate } from '../../lib/model/template';
import { content, indexedPages } from './content';
import { serve } from './deploys';
import { OUT } from './out-files';

/*
 * "Changed since your last visit", across two deploys at one address: scripts/check-content-is-data.sh builds a
 * copy of the project (a git clone) after the main build and commits a sentence to one existing page there; it runs
 * this test in the copy with FIRST_DEPLOY_OUT = the main build's out/, CHANGED_PAGE = that page, UNCHANGED_PAGE =
 * a page whose source both builds have from the same commit. Without them (a single build) it is skipped.
 * The reader opens both pages on the first deploy; on the second, the changed page shows the mark with the date of
 * the copy's commit, on the page and on its wiki index card, and the unchanged page shows none; once seen, it goes.
 * Storage only: no cookie.
 */

const firstDeploy = process.env.FIRST_DEPLOY_OUT;
/** "/wiki/<slug>/" → the page as marks name it ("/wiki/<slug>") and its source file. */
function wikiPageOf(route: string | undefined) {
  const page = indexedPages.find((p) => route === `/wiki/${p.slug}/`);
  return page && { path: `/wiki/${page.slug}`, file: page.file };
}
const changed = wikiPageOf(process.env.CHANGED_PAGE);
const unchanged = wikiPageOf(process.env.UNCHANGED_PAGE);

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

test('a page changed in the next deploy shows the mark with its commit date, on the page and its index card; an unchanged one does not', async ({ page, context }) => {
  test.skip(!firstDeploy, 'needs two builds: scripts/check-content-is-data.sh runs it on its copy');
  expect({ changed, unchanged }, 'CHANGED_PAGE and UNCHANGED_PAGE: two indexed wiki pages').toEqual({ changed: expect.anything(), unchanged: expect.anything() });
  // The copy's commit of the changed page, and the one the first deploy was built from.
  const [last, previous] = commitTimes(changed!.file) as [string, string];
  const site = await serve(firstDeploy!);
  try {
    // First visits, on the first deploy: nothing to compare with, so no mark; each page's version is remembered.
    for (const { path: pagePath } of [changed!, unchanged!]) {
      await page.goto(site.url(`${pagePath}/`));
      await expect(page.locator(`script[src="${CHANGED_MARK_SCRIPT}"]`)).toHaveAttribute('async', '');
      await markScriptDone(page);
      expect((await stored(page))[pagePath]).toBeDefined();
      await expect(mark(page, pagePath)).toBeHidden();
    }
    expect((await stored(page))[changed!.path]).toBe(previous);

    await site.deploy(context, OUT);
    await page.goto(site.url('/wiki/'));
    await expect(mark(page, changed!.path)).toBeVisible();
    await expect(mark(page, changed!.path)).toHaveText(markText(last, 'cardMark'));
    await expect(mark(page, unchanged!.path)).toBeHidden();

    await page.goto(site.url(`${unchanged!.path}/`));
    await markScriptDone(page);
    await expect(mark(page, unchanged!.path)).toBeHidden();

    await page.goto(site.url(`${changed!.path}/`));
    await expect(mark(page, changed!.path)).toBeVisible();
    await expect(mark(page, changed!.path)).toHaveText(markText(last));
    expect((await stored(page))[changed!.path]).toBe(last);

    // Seen now: the next visit shows no mark.
    await page.reload();
    await markScriptDone(page);
    await expect(mark(page, changed!.path)).toBeHidden();

    expect(await context.cookies()).toEqual([]);
  } finally {
    await site.close();
  }
});

test('pages without a mark load no mark script', async ({ page }) => {
  for (const pagePath of ['/', '/news/', '/changes/', '/tools/', '/bosses/']) {
    await page.goto(pagePath);
    await expect(page.locator(`script[src="${CHANGED_MARK_SCRIPT}"]`)).toHaveCount(0);
  }
});
