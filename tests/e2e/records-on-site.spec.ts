import { expect, test, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { content, kinds } from './content';
import { readContent } from './helpers';
import { attributeOf, elementsOf, parseHtml, textOf, type HtmlElement } from '../../scripts/out-files.mjs';

/*
 * Every record in content/ reaches the built site: its list page shows exactly one card per record
 * (no more, no fewer) and out/ holds its record page. Derived from content/ and lib/records/kinds.ts, so it follows
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

/** The cards of a list page as served: each <article> in <main>, by the link in its heading. */
async function cardLinks(request: APIRequestContext, route: string, within = (main: HtmlElement) => [main]) {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const [main] = [...elementsOf(parseHtml(await response.text()), 'main')];
  return within(main!).flatMap((scope) =>
    [...elementsOf(scope, 'article')].map((card) => {
      const heading = ['h2', 'h3', 'h4'].flatMap((h) => [...elementsOf(card, h)])[0];
      const [link] = heading ? [...elementsOf(heading, 'a')] : [];
      return link ? attributeOf(link, 'href') : undefined;
    }),
  );
}

/** The h1 of a page as served. */
async function headingOf(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const [h1] = [...elementsOf(parseHtml(await response.text()), 'h1')];
  return h1 && textOf(h1).trim();
}

// Read as the server sends them, without a browser: a static export's HTML is what a reader gets (the lists'
// behaviour in a browser is in lists.spec.ts).
for (const kind of kinds) {
  const list = `/${kind.id}/`;
  test(`${list}: one card and one record page, named after it, per record in content/`, async ({ request }) => {
    const records = kind.records(content);
    expect(records.length).toBeGreaterThan(0);
    expect((await cardLinks(request, list)).sort()).toEqual(records.map((r) => `${list}${r.slug}/`).sort());
    for (const record of records) expect(await headingOf(request, `${list}${record.slug}/`), `${list}${record.slug}/`).toBe(record.name);
  });
}
test('/wiki/: one card per indexed wiki page, in its section, and a page for every file', async ({ request }) => {
  const slugs = indexedWikiSlugs();
  const sections = new Set(readContent<WikiSections>('wiki-sections.json').map((s) => s.id));
  const inSections = (main: HtmlElement) => [...elementsOf(main, 'section')].filter((section) => sections.has(attributeOf(section, 'id') ?? ''));
  expect((await cardLinks(request, '/wiki/', inSections)).sort()).toEqual(slugs.map((slug) => `/wiki/${slug}/`).sort());
  const files = fs.readdirSync(path.resolve(__dirname, '../../content/wiki')).filter((f) => f.endsWith('.mdx'));
  for (const file of files) expect(fs.existsSync(path.join(OUT, 'wiki', file.replace(/\.mdx$/, ''), 'index.html')), file).toBe(true);
});

test('/shop/: one coin pack per record', async ({ request }) => {
  const packs = readContent<{ id: string }[]>('shop.json');
  const [main] = [...elementsOf(parseHtml(await (await request.get('/shop/')).text()), 'main')];
  expect([...elementsOf(main!, 'li')].filter((item) => [...elementsOf(item, 'img')].length > 0)).toHaveLength(packs.length);
});
