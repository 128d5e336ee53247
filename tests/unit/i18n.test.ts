import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { UI_WORD_FILES } from '@/lib/content/translations';
import { ENGLISH_NUMBERS } from '@/lib/i18n/number-style';
import { numberDifferences } from '@/lib/i18n/numbers';
import { textFields, UI_NOT_TEXT, NOT_TEXT } from '@/lib/i18n/text-fields';
import { collectionFile } from '@/lib/model/collections';
import { formatNumber, setNumberStyleSource } from '@/lib/model/format';
import { foldDiacritics } from '@/lib/search/fold';
import { contentFixture } from './content-fixture';

const english = loadContent();

describe('numbers in each language of content/site.json', () => {
  const values = [0, 7, 999, 1000, 5000, 9999, 10000, 12345, 70000, 130000, 1000000, 1.5, 0.25, 12345.678];
  for (const { code, numbers } of english.site.languages) {
    it(`${code}: written as Intl.NumberFormat('${code}') writes them`, () => {
      setNumberStyleSource(() => numbers);
      try {
        for (const value of values) expect(formatNumber(value)).toBe(new Intl.NumberFormat(code, { maximumFractionDigits: 20 }).format(value));
      } finally {
        setNumberStyleSource(() => ENGLISH_NUMBERS);
      }
    });
  }

  it('a translation states the English numbers in its own format, and no others', () => {
    const spanish = english.site.languages.find((l) => l.code === 'es')!.numbers;
    expect(numberDifferences('It has 130,000 EP and 1.5× damage.', 'Tiene 130.000 EP y 1,5× de daño.', spanish)).toEqual({ missing: [], extra: [] });
    expect(numberDifferences('It has 130,000 EP.', 'Tiene 13.000 EP.', spanish)).toEqual({ missing: [130000], extra: [13000] });
  });
});

describe('Cyrillic in search', () => {
  it('folds to the Latin letters of a name kept in Latin letters', () => {
    expect(foldDiacritics('Мезул')).toBe('mezul');
    expect(foldDiacritics('Ограничитель')).toBe(foldDiacritics('ОГРАНИЧИТЕЛЬ'));
  });
});

/*
 * A language added the way an editor adds one: a folder content/translations/xx/ with the site's words, one page and
 * one record, and a line in content/site.json. No code changes; the loader builds the content in that language.
 */
describe('a fixture language', () => {
  let fixture: ReturnType<typeof contentFixture>;
  // Upper case marks the fixture's words and keeps their length (a short name has a maximum) and their {placeholders}.
  const mark = (text: string) => text.replace(/\{[^}]*\}|[^{]+/g, (part) => (part.startsWith('{') ? part : part.toUpperCase()));
  const page = english.wikiPages.find((p) => !p.frontmatter.stub)!;
  const boss = english.bosses[0]!;

  beforeEach(() => {
    fixture = contentFixture();
    fixture.editJson<{ languages: unknown[] }>('site.json', (site) => {
      site.languages.push({ code: 'xx', numbers: { group: '.', decimal: ',', minimumGroupingDigits: 2 } });
    });
    // The site's words: every text of each UI file, marked so the test can tell them from English.
    for (const key of UI_WORD_FILES) {
      const raw = JSON.parse(fixture.read(`${key}.json`)) as unknown;
      const words = Object.fromEntries([...textFields(raw, '', UI_NOT_TEXT)].map((f) => [f.path, mark(f.text)]));
      fixture.write(`translations/xx/${key}.json`, JSON.stringify(words, null, 2));
    }
    const tags = JSON.parse(fixture.read('tags.json')) as string[];
    fixture.write('translations/xx/tags.json', JSON.stringify(Object.fromEntries(tags.map((tag) => [tag, `${tag} (xx)`])), null, 2));
    const bossWords = Object.fromEntries([...textFields(structuredClone(boss), '', NOT_TEXT)].filter((f) => f.path !== 'name').map((f) => [f.path, mark(f.text)]));
    fixture.write(`translations/xx/${collectionFile('bosses')}`, JSON.stringify({ [boss.slug]: bossWords }, null, 2));
    const englishPage = fixture.read(`wiki/${page.slug}.mdx`);
    const body = englishPage.slice(englishPage.indexOf('---', 3) + 3);
    fixture.write(`translations/xx/wiki/${page.slug}.mdx`, `---\ntitle: "${mark(page.frontmatter.title)}"\n---${body}`);
  });
  afterEach(() => fixture.cleanup());

  const load = () => fixture.load({ language: 'xx' });
  const errorOf = () => fixture.errorOf({ language: 'xx' });

  it('is its words over the English records: translated text, English numbers, untranslated pages in English', () => {
    const content = load();
    expect(content.language.code).toBe('xx');
    expect(content.pages.home.description).toBe(mark(english.pages.home.description));
    const translatedPage = content.index.wikiPages.get(page.slug)!;
    expect(translatedPage.frontmatter.title).toBe(mark(page.frontmatter.title));
    expect(translatedPage.frontmatter.section).toBe(page.frontmatter.section);
    const other = english.wikiPages.find((p) => p.slug !== page.slug)!;
    expect(content.index.wikiPages.get(other.slug)!.translation).toBeUndefined();
    const translatedBoss = content.bosses.find((b) => b.slug === boss.slug)!;
    expect(translatedBoss.description).toBe(mark(boss.description));
    expect(translatedBoss.name).toBe(boss.name);
    expect(translatedBoss.hp).toBe(boss.hp);
    expect(translatedBoss.tags).toEqual(boss.tags.map((tag) => `${tag} (xx)`));
    expect(content.language.translatedRecords?.get('bosses')).toEqual(new Set([boss.slug]));
  });

  it('names the file and key of a missing or an extra UI word', () => {
    fixture.editJson<Record<string, string>>('translations/xx/pages.json', (words) => {
      delete words['home.intro'];
      words['home.nonsense'] = 'x';
    });
    const message = errorOf();
    expect(message).toMatch(/translations\/xx\/pages\.json.*field "home\.intro": missing/);
    expect(message).toMatch(/translations\/xx\/pages\.json.*field "home\.nonsense": English has no text/);
  });

  it('names a changed placeholder', () => {
    fixture.editJson<Record<string, string>>('translations/xx/site.json', (words) => {
      words['i18n.behindNotice'] = 'Updated on {day}';
    });
    expect(errorOf()).toMatch(/field "i18n\.behindNotice": must keep the English text's placeholders exactly: \{date\}/);
  });

  it('names a translated page whose English page does not exist, and frontmatter only English sets', () => {
    fixture.write('translations/xx/wiki/no-such-page.mdx', '---\ntitle: "x"\n---\n\nText.\n');
    fixture.write(`translations/xx/wiki/${page.slug}.mdx`, `---\ntitle: "x"\norder: 3\n---\n\nText.\n`);
    const message = errorOf();
    expect(message).toMatch(/translations\/xx\/wiki\/no-such-page\.mdx: translates content\/wiki\/no-such-page\.mdx, which does not exist/);
    expect(message).toMatch(new RegExp(`translations/xx/wiki/${page.slug}\\.mdx(:\\d+:\\d+)? › record frontmatter › field "order": a translation sets only`));
  });

  it('holds a translated page to its English headings and numbers', () => {
    fixture.write(`translations/xx/wiki/${page.slug}.mdx`, `---\ntitle: "x"\n---\n\nOnly 123456 words.\n`);
    const message = errorOf();
    expect(message).toMatch(/same headings as its English page/);
  });
});
