import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { loadContent } from '../../lib/content/load';
import { formatNumber, withNumberStyle } from '../../lib/model/format';
import { content as english, expectedPaths, kinds } from './content';
import { outFileOf } from './out-files';
import { axeViolations, hydrated } from './helpers';
import { watchErrors } from './page-errors';

/*
 * The site in another language, walked as a player walks it. Every expected word comes from content/ and
 * content/translations/: a language with other words, or another boss, needs no change here.
 */

const spanish = loadContent({ language: 'es' });
const russian = loadContent({ language: 'ru' });

/** A boss whose wiki page both languages translated (Russian translates a few pages only). */
const boss = english.bosses.find((b) => spanish.index.wikiPages.get(b.wiki)?.translation && russian.index.wikiPages.get(b.wiki)?.translation)!;
/** A wiki page Russian has not translated: its Russian URL shows the English text under a notice. */
const fallback = russian.wikiPages.find((p) => !p.translation && !p.frontmatter.stub)!;

const searchWords = (language: typeof spanish) => language.site.labels.search;
const dialog = (page: Page, language: typeof spanish) => page.getByRole('dialog', { name: searchWords(language).title });
const searchInput = (page: Page, language: typeof spanish) => dialog(page, language).getByRole('combobox', { name: searchWords(language).title });
const switcher = (page: Page) => page.getByRole('banner').locator('details[data-language-menu]');

async function firstResults(page: Page, language: typeof spanish, query: string) {
  await searchInput(page, language).fill(query);
  const options = dialog(page, language).getByRole('option');
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((els) => els.slice(0, 3).map((el) => (el.getAttribute('href') ?? '').split('#')[0]));
}

/** The name with one letter left out, as a hurried player types it. */
const typo = (name: string) => name.slice(0, 2) + name.slice(3);

/** A name in Latin letters as a Russian player types it in Cyrillic. */
function inCyrillic(name: string): string {
  const letters: Record<string, string> = { a: 'а', b: 'б', d: 'д', e: 'е', f: 'ф', g: 'г', i: 'и', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', z: 'з' };
  return [...name.toLowerCase()].map((c) => letters[c] ?? c).join('');
}

test.describe('the Spanish site', () => {
  test('a list loads its list code; the home, whose route it shares, loads none of it', async ({ page }) => {
    const kind = kinds[0]!;
    /** The scripts a page requests until `ready` holds. */
    const scriptsOf = async (path: string, ready: () => Promise<void>) => {
      const urls = new Set<string>();
      const onRequest = (request: { resourceType(): string; url(): string }) => void (request.resourceType() === 'script' && urls.add(new URL(request.url()).pathname));
      page.on('request', onRequest);
      await page.goto(path);
      await hydrated(page);
      await ready();
      page.off('request', onRequest);
      return urls;
    };
    const home = await scriptsOf('/es/', async () => {});
    // The list filters, so its code has arrived: what it loaded beyond the home's scripts (the same route) is that code.
    const list = await scriptsOf(`/es/${kind.id}/`, async () => {
      await page.getByRole('searchbox').fill('zz-no-such-record-zz');
      await expect(page.getByText(spanish.pages[kind.id].emptyMessage!)).toBeVisible();
    });
    expect([...list].filter((url) => !home.has(url)), `/es/${kind.id}/ loads code the home does not`).not.toEqual([]);
  });

  test('home, a search with a typo, the article, English and back, the gear tool from a shared link', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/es/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(spanish.pages.home.titleAccent!);

    // Search: a boss's name with a typo finds its pages, in Spanish.
    await page.keyboard.press('Control+k');
    const found = await firstResults(page, spanish, typo(boss.name));
    expect(found.some((href) => href === `/es/wiki/${boss.wiki}/` || href === `/es/bosses/${boss.slug}/`), `"${typo(boss.name)}" → ${found.join(', ')}`).toBe(true);
    // Its HP as Spanish writes it: the results quote the number as the Spanish pages print it.
    const hp = withNumberStyle(spanish.language.numbers, () => formatNumber(boss.hp));
    await firstResults(page, spanish, `${boss.name} ${hp}`);
    await expect(dialog(page, spanish).getByRole('option').filter({ hasText: hp }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The article, translated: its words, its language, no notice.
    const article = spanish.index.wikiPages.get(boss.wiki)!;
    await page.goto(`/es/wiki/${boss.wiki}/`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.frontmatter.title);
    await expect(page.getByText(spanish.site.i18n.fallbackNotice)).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/es/wiki/${boss.wiki}/$`));

    // To English and back with the switcher.
    await switcher(page).locator('summary').click();
    await switcher(page).getByRole('link', { name: english.site.i18n.languageName }).click();
    await expect(page).toHaveURL(new RegExp(`/wiki/${boss.wiki}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.index.wikiPages.get(boss.wiki)!.frontmatter.title);
    await switcher(page).locator('summary').click();
    await switcher(page).getByRole('link', { name: spanish.site.i18n.languageName }).click();
    await expect(page).toHaveURL(new RegExp(`/es/wiki/${boss.wiki}/$`));

    // A shared link to the gear tool keeps its state, and keeps it into English.
    const shared = `/es/tools/gear/?source=${boss.slug}`;
    await page.goto(shared);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(spanish.pages['tools-gear'].title);
    const drops = english.gear.filter((g) => g.source.kind === 'boss' && g.source.bosses.includes(boss.slug));
    for (const item of drops) await expect(page.getByRole('main').locator(`a[href="/es/wiki/${item.wiki}/"]`).first()).toBeVisible();
    await switcher(page).locator('summary').click();
    await switcher(page).getByRole('link', { name: english.site.i18n.languageName }).click();
    await expect(page).toHaveURL(new RegExp(`/tools/gear/\\?source=${boss.slug}$`));
    expect(errors).toEqual([]);
  });

  test('a tool writes its results in Spanish numbers, on the server and after hydration alike', async ({ page }) => {
    const errors = watchErrors(page);
    const lowest = english.economy.coins.tiers[0]!;
    await page.goto(`/es/tools/coins/?amount=1234567&from=${lowest.id}`);
    await hydrated(page);
    const results = page.locator('[data-tier]');
    await expect(results.first()).toBeVisible();
    const texts = await results.allTextContents();
    expect(texts.join(' ')).toMatch(/\d\.\d{3}/);
    expect(texts.join(' ')).not.toMatch(/\d,\d{3}/);
    expect(errors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`a translated article and a record page have no WCAG A/AA violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [`/es/wiki/${boss.wiki}/`, `/es/bosses/${boss.slug}/`]) {
        await page.goto(path);
        await hydrated(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }

  test('every internal link of a Spanish page stays in Spanish, but the switcher and the English page link', async ({ page }) => {
    await page.goto(`/es/wiki/${boss.wiki}/`);
    const stray = await page.locator('a[href^="/"]:not([hreflang])').evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')!).filter((href) => !href.startsWith('/es/') && !/^\/(_next|images|icons|data|og|previews|search)\/|\.[a-z0-9]+([?#]|$)/.test(href)),
    );
    expect(stray).toEqual([]);
  });
});

test.describe('the Russian site', () => {
  test('a translated page, a fallback with its notice, a Cyrillic search', async ({ page }) => {
    const errors = watchErrors(page);
    const article = russian.index.wikiPages.get(boss.wiki)!;
    await page.goto(`/ru/wiki/${boss.wiki}/`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.frontmatter.title);

    // A page Russian has not translated: English text, marked so, under a Russian notice; canonical and hreflang are English's.
    await page.goto(`/ru/wiki/${fallback.slug}/`);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`/ru/wiki/${fallback.slug}/$`));
    const notice = page.getByRole('note').filter({ hasText: russian.site.i18n.fallbackNotice });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: russian.site.i18n.readInEnglish })).toHaveAttribute('href', `/wiki/${fallback.slug}/`);
    await expect(page.locator('main [lang="en"] h1')).toHaveText(fallback.frontmatter.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`[^u]/wiki/${fallback.slug}/$`));
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveCount(0);
    await switcher(page).locator('summary').click();
    await expect(switcher(page).getByRole('link', { name: russian.site.i18n.languageName })).toContainText(russian.site.i18n.fallbackMark);

    // Cyrillic: the boss's name as a Russian player types it, with a typo too, and a heading of the Russian article.
    await page.keyboard.press('Control+k');
    for (const query of [inCyrillic(boss.name), typo(inCyrillic(boss.name))]) {
      const found = await firstResults(page, russian, query);
      expect(found.some((href) => href === `/ru/wiki/${boss.wiki}/` || href === `/ru/bosses/${boss.slug}/`), `"${query}" → ${found.join(', ')}`).toBe(true);
    }
    const heading = await page.goto(`/ru/wiki/${boss.wiki}/`).then(() => page.locator('main h2').first().textContent());
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const found = await firstResults(page, russian, heading!.trim());
    expect(found, `"${heading}"`).toContain(`/ru/wiki/${boss.wiki}/`);
    expect(errors).toEqual([]);
  });
});

test.describe('every language, as the build wrote it', () => {
  const languages = [spanish, russian];
  const routes = expectedPaths;
  const read = (route: string) => fs.readFileSync(outFileOf(route), 'utf8');
  const head = (html: string) => ({
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => ({ code: m[1]!, href: m[2]! })),
  });
  const pathOf = (url: string) => new URL(url).pathname;

  test('every English route exists under each language; hreflang names only translations; a fallback points to English', () => {
    for (const language of languages) {
      const code = language.language.code;
      for (const route of routes) {
        const local = `/${code}${route}`;
        expect(fs.existsSync(outFileOf(local)), local).toBe(true);
        const html = read(local);
        const { canonical, alternates } = head(html);
        expect(html, local).toContain(`<html lang="${code}"`);
        const fallback = html.includes('data-translation="fallback"');
        expect(pathOf(canonical), local).toBe(fallback ? route : local);
        // No alternate leads to a fallback copy: each one's page carries no notice of its own language.
        for (const alternate of alternates.filter((a) => a.code !== 'x-default')) {
          const other = languages.find((l) => l.language.code === alternate.code);
          if (other) expect(read(pathOf(alternate.href)), `${local} → ${alternate.href}`).not.toContain('data-translation="fallback"');
        }
        if (fallback) expect(alternates.map((a) => a.code), local).not.toContain(code);
      }
    }
  });

  test('each language has its plain-text edition: llms.txt and a Markdown twin of every wiki page', () => {
    for (const language of languages) {
      const code = language.language.code;
      const llms = fs.readFileSync(outFileOf(`/${code}/llms.txt`), 'utf8');
      expect(llms).toContain(`# ${language.site.name}`);
      for (const page of language.wikiPages.filter((p) => !p.frontmatter.stub)) {
        expect(fs.existsSync(outFileOf(`/${code}/wiki/${page.slug}.md`)), `/${code}/wiki/${page.slug}.md`).toBe(true);
        expect(llms, `/${code}/llms.txt links its ${page.slug}.md`).toContain(`(/${code}/wiki/${page.slug}.md)`);
        if (page.translation) expect(fs.readFileSync(outFileOf(`/${code}/wiki/${page.slug}.md`), 'utf8'), page.slug).toContain(page.frontmatter.title);
      }
    }
  });
});
