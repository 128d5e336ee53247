import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import type { GearItem, GradedNumbers } from '../../lib/schemas/gear';
import { fillTemplate } from '../../lib/model/template';
import { content, factsOf, kinds, languages } from './content';
import { accessibilityTree, sitePaths } from './helpers';
import { outFileOf } from './out-files';

/*
 * What a screen reader hears of the site's tables and footnote markers, read from the accessibility tree Chromium
 * builds (not from attributes). Expected names come from content/: a Markdown table is named by the heading it sits
 * under (lib/mdx/remark-page-facts.mjs), a gear record's tables by their captions, a gap in a record's numbers by a
 * link named as its note.
 */

const gearWords = content.site.labels.records.gearStats;
const isGap = (v: GradedNumbers | undefined): v is Extract<GradedNumbers, { unassigned: number[] }> => !!v && 'unassigned' in v;
const gapsOf = (item: GearItem) => [item.weapon?.attackDamage, ...(item.armorPieces ?? []).flatMap((p) => [p.armor, p.toughness, p.knockbackResistance])].filter(isGap);
const bossDrops = new Set(kinds.find((k) => k.id === 'boss-drops')!.records(content).map((r) => r.slug));
/** The pages that show a gear record's stat block: its record page, and the wiki pages that embed it. */
const pagesShowing = (item: GearItem) => [
  ...(bossDrops.has(item.slug) ? [`/boss-drops/${item.slug}/`] : []),
  ...content.wikiPages.filter((p) => factsOf(p).components.some((c) => c.name === 'GearStats' && c.attributes.slug === item.slug)).map((p) => `/wiki/${p.slug}/`),
];
/** A gear record's table names (lib/schemas/labels.ts `gearStats`): attack damage for a weapon, armor values for a set. */
const gearTableNames = (item: GearItem) => [
  ...(item.weapon ? [fillTemplate(gearWords.attackCaption, { item: item.name })] : []),
  ...(item.armorPieces ? [fillTemplate(gearWords.armorCaption, { item: item.name })] : []),
];

/** The site's pages by language (English unprefixed): the sitemap's, every English page and every real translation. */
const codes = languages.map((l) => l.language.code);
const languageOf = (path: string) => codes.find((code) => path.startsWith(`/${code}/`)) ?? 'en';
const pagesByLanguage = ['en', ...codes].map((code): [string, string[]] => [code, sitePaths().filter((path) => languageOf(path) === code)]);

// Tables are server-rendered markup, named without any script: read with JavaScript off, the pages load in 60 % of
// the time (React's hydration leaves the server's markup as it is, or hardening.spec.ts sees its console error).
test.describe('tables', () => {
  test.use({ javaScriptEnabled: false });
  for (const [language, paths] of pagesByLanguage) {
    test(`every table of the site (${language}) has a name of its own, and a wiki table is named by the heading it sits under`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const withTables = paths.filter((path) => fs.readFileSync(outFileOf(path), 'utf8').includes('<table'));
      expect(withTables.length, 'pages with a table').toBeGreaterThan(0);
      const heard: string[] = [];
      for (const path of withTables) {
        await page.goto(path);
        const names = (await accessibilityTree(page)).filter((node) => node.role === 'table').map((node) => node.name.trim());
        heard.push(...names.map((name) => `${path}\t${name}`));
        expect(names.length, `${path}: tables in the accessibility tree`).toBeGreaterThan(0);
        expect(names.filter((name) => !name), `${path}: tables without a name`).toEqual([]);
        const wiki = content.wikiPages.find((p) => path === `/wiki/${p.slug}/`);
        // Each Markdown table is named by its heading (two tables under one heading share the name).
        const headings = wiki ? factsOf(wiki).tables.map((t) => t.heading.text) : [];
        for (const heading of new Set(headings)) {
          expect(names.filter((name) => name === heading).length, `${path}: tables named "${heading}"`).toBeGreaterThanOrEqual(headings.filter((h) => h === heading).length);
        }
        const drop = content.gear.find((g) => path === `/boss-drops/${g.slug}/`);
        if (drop) expect(names, `${path}: the record's tables`).toEqual(gearTableNames(drop));
      }
      // The list a reviewer reads: each table's page and the name Chromium gives it.
      const list = testInfo.outputPath('table-names.txt');
      fs.writeFileSync(list, `${heard.join('\n')}\n`);
      console.log(`${heard.length} tables on ${withTables.length} pages, each named: ${list}`);
    });
  }
});

for (const item of content.gear.filter((g) => gapsOf(g).length > 0)) {
  test(`${item.name}: a gap in its numbers is a superscript link named as a note, leading to the note`, async ({ page }) => {
    const path = pagesShowing(item)[0]!;
    await page.goto(path);
    const block = page.locator(`[data-gear="${item.slug}"]`);
    const gaps = gapsOf(item);
    const notes = [...new Set(gaps.map((g) => g.note))];
    const heard = (await accessibilityTree(page)).filter((node) => node.role === 'link').map((node) => node.name);
    for (const [i, note] of notes.entries()) {
      const name = fillTemplate(gearWords.seeNote, { number: i + 1 });
      expect(heard.filter((n) => n === name).length, `${path}: links Chromium names "${name}"`).toBeGreaterThanOrEqual(gaps.filter((g) => g.note === note).length);
      const markers = block.getByRole('superscript').getByRole('link', { name, exact: true });
      await expect(markers).toHaveCount(gaps.filter((g) => g.note === note).length);
      await expect(markers.first()).toHaveText(String(i + 1));
      await markers.first().click();
      await expect(page.locator(':target')).toContainText(note);
      await expect(page.locator(':target')).toBeInViewport();
    }
  });
}
