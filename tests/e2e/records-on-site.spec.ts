import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { content, kinds } from './content';
import { readContent } from './helpers';

/*
 * Every record in content/ reaches the built site: its list page shows exactly one card per record
 * (no more, no fewer) and out/ holds its record page. Derived from content/ and lib/kinds.ts, so it follows
 * new records and new kinds.
 */

const OUT = path.resolve(__dirname, '../../out');
type WikiSections = { id: string }[];

/** Wiki pages that get an index card: every .mdx file whose frontmatter does not say `stub: true`. */
function indexedWikiSlugs(): string[] {
  const dir = path.resolve(__dirname, '../../content/wiki');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .filter((f) => !/^stub:\s*true\s*$/m.test(fs.readFileSync(path.join(dir, f), 'utf8').split(/^---$/m)[1] ?? ''))
    .map((f) => f.replace(/\.mdx$/, ''));
}

for (const kind of kinds) {
  const list = `/${kind.id}/`;
  test(`${list}: one card and one record page per record in content/`, async ({ page }) => {
    const slugs = kind.records(content).map((r) => r.slug);
    expect(slugs.length).toBeGreaterThan(0);
    await page.goto(list);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(slugs.length);
    const hrefs = await cards.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(slugs.map((slug) => `${list}${slug}/`).sort());
    for (const slug of slugs) expect(fs.existsSync(path.join(OUT, list, slug, 'index.html')), `out${list}${slug}/index.html`).toBe(true);
  });
}
test('/wiki/: one card per indexed wiki page, in its section, and a page for every file', async ({ page }) => {
  const slugs = indexedWikiSlugs();
  await page.goto('/wiki/');
  const sections = readContent<WikiSections>('wiki-sections.json');
  const cards = page.getByRole('main').locator(sections.map((s) => `section#${s.id} article`).join(', '));
  await expect(cards).toHaveCount(slugs.length);
  const hrefs = await cards.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(slugs.map((slug) => `/wiki/${slug}/`).sort());
  const files = fs.readdirSync(path.resolve(__dirname, '../../content/wiki')).filter((f) => f.endsWith('.mdx'));
  for (const file of files) expect(fs.existsSync(path.join(OUT, 'wiki', file.replace(/\.mdx$/, ''), 'index.html')), file).toBe(true);
});

test('/shop/: one coin pack per record', async ({ page }) => {
  const packs = readContent<{ id: string }[]>('shop.json');
  await page.goto('/shop/');
  await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.locator('img') })).toHaveCount(packs.length);
});
