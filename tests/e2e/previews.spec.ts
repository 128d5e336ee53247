import { expect, test, type Page } from '@playwright/test';
import { kindRecord } from '../../lib/records/kinds';
import { content, factsOf, kinds } from './content';
import { axeViolations, hydrated, requestedPaths } from './helpers';

/* Link previews: a card of the target on hover (after a delay) or keyboard focus, data fetched only then. */

/** The title a preview of `href` shows, when it is a wiki or record page other than `from`. */
function previewTitle(href: string, from: string): string | undefined {
  const [prefix, slug, ...rest] = href.split(/[#?]/)[0]!.split('/').filter(Boolean);
  if (!prefix || !slug || rest.length > 0 || `/${prefix}/${slug}` === from) return undefined;
  if (prefix === 'wiki') return content.index.wikiPages.get(slug)?.frontmatter.title;
  const kind = kinds.find((k) => k.id === prefix);
  return kind && kindRecord(kind, slug, content)?.name;
}

// The first wiki article that links to another wiki or record page, and that link.
const source = content.wikiPages.find((p) => factsOf(p).links.some((l) => previewTitle(l, `/wiki/${p.slug}`)))!;
const href = factsOf(source).links.find((l) => previewTitle(l, `/wiki/${source.slug}`))!;
const expectedTitle = previewTitle(href, `/wiki/${source.slug}`)!;
const targetPath = href.split(/[#?]/)[0]!.replace(/\/$/, '');
/** A request for preview data. */
const isPreviewData = (path: string) => path.startsWith('/previews/');
const articleLink = (page: Page) => page.locator(`.prose-wiki a[href^="${targetPath}/"], .prose-wiki a[href="${targetPath}"]`).first();


test('a page load without hovering fetches no preview data, nor the preview code', async ({ page }) => {
  const requested = requestedPaths(page);
  // The preview controller's chunk, known by a media query only it asks (components/previews/link-previews.ts).
  let codeFetched = false;
  page.on('response', async (response) => {
    if (response.url().includes('/_next/static/chunks/') && (await response.text().catch(() => '')).includes('(hover: none)')) codeFetched = true;
  });
  await page.goto(`/wiki/${source.slug}/`);
  await hydrated(page);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(800);
  expect(requested.filter(isPreviewData)).toEqual([]);
  expect(codeFetched, 'preview code fetched with the page').toBe(false);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('hovering an article link shows its preview after a short delay, without moving the page', async ({ page }) => {
  const requested = requestedPaths(page);
  await page.goto(`/wiki/${source.slug}/`);
  await hydrated(page);
  const link = articleLink(page);
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, main: document.querySelector('main')!.getBoundingClientRect().toJSON() as DOMRect }));
  await link.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(expectedTitle);
  await expect(link).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  expect(requested.filter(isPreviewData)).toEqual([`/previews${targetPath}.json`]);
  const after = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, main: document.querySelector('main')!.getBoundingClientRect().toJSON() as DOMRect }));
  expect(after).toEqual(before);
  expect(await axeViolations(page)).toEqual([]);

  // The pointer may rest on the card; leaving both closes it.
  await tooltip.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(2, 2);
  await expect(tooltip).toBeHidden();
  await expect(link).not.toHaveAttribute('aria-describedby', /.+/);
});

test('focusing an article link with the keyboard shows its preview; Esc closes it', async ({ page }) => {
  await page.goto(`/wiki/${source.slug}/`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  const link = articleLink(page);
  await link.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(expectedTitle);
  const id = await tooltip.getAttribute('id');
  await expect(link).toHaveAttribute('aria-describedby', id!);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(link).not.toHaveAttribute('aria-describedby', /.+/);
  await expect(link).toBeFocused();
});

test('record pages preview their links to wiki pages, with key stats for a boss or gear item', async ({ page }) => {
  const kind = kinds.find((k) => k.id === 'bosses')!;
  const boss = kind.records(content)[0]!;
  const wiki = content.index.wikiPages.get(kind.wikiSlugs(boss)[0]!)!;
  await page.goto(`/${kind.id}/${boss.slug}/`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  await page.locator(`[data-link-previews] a[href^="/wiki/${wiki.slug}/"]`).first().focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(wiki.frontmatter.title);
  for (const stat of kind.keyStats(boss, content)) await expect(tooltip).toContainText(`${stat.label}${stat.value}`);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on an article link navigates and fetches no preview', async ({ page }) => {
    const requested = requestedPaths(page);
    await page.goto(`/wiki/${source.slug}/`);
    await hydrated(page);
    await articleLink(page).tap();
    await expect(page).toHaveURL(new RegExp(`${targetPath}/`));
    expect(requested.filter(isPreviewData)).toEqual([]);
  });
});
