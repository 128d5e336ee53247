import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { lastCommitDate } from '../../lib/history/git-dates';
import { content, englishRouteOf, expectedPathsInEveryLanguage, kinds } from './content';
import { headOf, htmlFiles, isFallbackPage, outFileOf, pngSize, routeOfIndexFile } from './out-files';

/*
 * Reads every page the build wrote to out/ (no browser): what search engines, chat apps and social sites see.
 * Expected values come from content/ through tests/e2e/content.ts.
 */

const base = content.site.baseUrl.replace(/\/$/, '');
const site = content.site.name;
/** Error pages are not routes: no canonical URL, no sitemap entry. */
const isErrorPage = (file: string) => file === '404.html' || /^(404|_not-found)\//.test(file);
const pageFiles = htmlFiles().filter((file) => !isErrorPage(file));
const pages = pageFiles.map((file) => ({ route: routeOfIndexFile(file), head: headOf(fs.readFileSync(outFileOf(routeOfIndexFile(file)), 'utf8')) }));
const headOfRoute = (route: string) => pages.find((p) => p.route === route)!.head;
const one = (values: string[], what: string, route: string) => {
  expect(values, `${route}: exactly one ${what}`).toHaveLength(1);
  return values[0]!;
};

test('the build wrote exactly the routes of content/ as pages', () => {
  expect(pages.map((p) => p.route).sort()).toEqual([...expectedPathsInEveryLanguage].sort());
});

test('every page has a unique title; record pages and their wiki pages differ', () => {
  // Unique within a language: a page shown in English under a language's prefix has its English title.
  const titles: string[] = pages.map((p) => `${p.route.slice(0, p.route.length - englishRouteOf(p.route).length)} ${one(p.head.titles, '<title>', p.route)}`);
  const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
  expect(repeated, 'titles used by more than one page').toEqual([]);
  for (const page of content.wikiPages) expect(one(headOfRoute(`/wiki/${page.slug}/`).titles, 'title', page.slug)).toBe(`${page.frontmatter.title} · ${site}`);
  for (const kind of kinds)
    for (const record of kind.records(content))
      expect(one(headOfRoute(`/${kind.id}/${record.slug}/`).titles, 'title', record.slug)).toBe(`${record.name} (${content.kindNames[kind.id]!.one}) · ${site}`);
});

test('every page has a description, a canonical URL, OpenGraph and Twitter tags', () => {
  for (const { route, head } of pages) {
    const url = `${base}${route}`;
    expect(one(head.meta('description'), 'description', route).length, route).toBeGreaterThan(20);
    // A page shown in English under a language's prefix names the English page as canonical.
    expect(one(head.canonical, 'canonical', route), route).toBe(isFallbackPage(route) ? `${base}${englishRouteOf(route)}` : url);
    expect(one(head.meta('og:url'), 'og:url', route), route).toBe(url);
    expect(one(head.meta('og:site_name'), 'og:site_name', route), route).toBe(site);
    expect(['website', 'article'], route).toContain(one(head.meta('og:type'), 'og:type', route));
    expect(one(head.meta('og:title'), 'og:title', route), route).not.toBe('');
    expect(one(head.meta('og:description'), 'og:description', route), route).toBe(head.meta('description')[0]);
    expect(one(head.meta('og:image:width'), 'og:image:width', route), route).toBe('1200');
    expect(one(head.meta('og:image:height'), 'og:image:height', route), route).toBe('630');
    expect(one(head.meta('og:image:alt'), 'og:image:alt', route), route).not.toBe('');
    expect(one(head.meta('twitter:card'), 'twitter:card', route), route).toBe('summary_large_image');
    expect(one(head.meta('twitter:title'), 'twitter:title', route), route).toBe(head.meta('og:title')[0]);
    expect(one(head.meta('twitter:description'), 'twitter:description', route), route).not.toBe('');
    expect(one(head.meta('twitter:image'), 'twitter:image', route), route).toBe(head.meta('og:image')[0]);
  }
});

test("every page's og:image is its own 1200×630 PNG in out/", () => {
  const images = new Set<string>();
  for (const { route, head } of pages) {
    const image = one(head.meta('og:image'), 'og:image', route);
    expect(image.startsWith(`${base}/`), `${route}: absolute URL on the site`).toBe(true);
    expect(image, route).toMatch(/\.png$/);
    const file = outFileOf(image);
    expect(fs.existsSync(file), `${route}: ${image} exists in out/`).toBe(true);
    expect(pngSize(fs.readFileSync(file)), `${route}: ${image} is a 1200×630 PNG`).toEqual({ width: 1200, height: 630 });
    images.add(image);
  }
  expect(images.size, 'one image per page').toBe(pages.length);
});

test('wiki and record pages carry a BreadcrumbList ending at the page; the home page a WebSite with a SearchAction', () => {
  const breadcrumbPages = [...content.wikiPages.map((p) => `/wiki/${p.slug}/`), ...kinds.flatMap((k) => k.records(content).map((r) => `/${k.id}/${r.slug}/`))];
  for (const route of breadcrumbPages) {
    const lists = headOfRoute(route).jsonLd.filter((d) => d['@type'] === 'BreadcrumbList');
    expect(lists, route).toHaveLength(1);
    const items = lists[0]!.itemListElement as { position: number; item: string; name: string }[];
    expect(items[0]!.item, route).toBe(`${base}/`);
    expect(items.at(-1)!.item, route).toBe(`${base}${route}`);
    expect(items.map((i) => i.position), route).toEqual(items.map((_, i) => i + 1));
  }
  const website = headOfRoute('/').jsonLd.find((d) => d['@type'] === 'WebSite');
  expect(website).toMatchObject({
    '@context': 'https://schema.org',
    url: `${base}/`,
    name: site,
    potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${base}/?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
  });
});

test('the sitemap lists exactly the built routes, each with the lastmod of its content', () => {
  const xml = fs.readFileSync(outFileOf('/sitemap.xml'), 'utf8');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
  }));
  // Every page but those shown in English under a language's prefix (their canonical is the English page).
  expect(entries.map((e) => e.loc).sort()).toEqual(pages.filter((p) => !isFallbackPage(p.route)).map((p) => `${base}${p.route}`).sort());
  for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), `${entry.loc} has a lastmod`).toBe(false);
  // A wiki page's date is the last commit of its own MDX file.
  const lastmodOf = (route: string) => entries.find((e) => e.loc === `${base}${route}`)!.lastmod;
  for (const page of content.wikiPages) expect(lastmodOf(`/wiki/${page.slug}/`), page.file).toBe(lastCommitDate(page.file).toISOString());
});
