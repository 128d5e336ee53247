import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { kindName } from '../../lib/records/kinds';
import { attributeOf, elementsOf, parseHtml } from '../../scripts/out-files.mjs';
import { content, kinds } from './content';
import { outFileOf } from './out-files';

/*
 * The plain-text edition (scripts/plain-text.ts) read from out/ without a browser: each Markdown twin and each record
 * in llms-full.txt says what its built page shows. Pages and records are listed from content/.
 */

type Node = Parameters<typeof attributeOf>[0] & { nodeName: string; value?: string; childNodes?: Node[] };

/** The page body the edition is made of ([data-plain-text]) as a sighted reader sees it: its text and its tables. */
function shownBody(urlPath: string) {
  const document = parseHtml(fs.readFileSync(outFileOf(urlPath), 'utf8'));
  const body = [...elementsOf(document)].find((el) => attributeOf(el, 'data-plain-text') !== undefined);
  expect(body, `${urlPath}: the page marks its body`).toBeDefined();
  const hidden = (el: Node) => attributeOf(el, 'aria-hidden') === 'true' || /\bsr-only\b/.test(attributeOf(el, 'class') ?? '');
  const text = (node: Node): string => (node.nodeName === '#text' ? (node.value ?? '') : node.tagName && hidden(node) ? ' ' : ` ${(node.childNodes ?? []).map(text).join('')} `);
  return { text: text(body as Node), tables: [...elementsOf(body!, 'table')].length };
}

const numbersIn = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
const gfmTables = (markdown: string) => markdown.split('\n').filter((line) => /^\|( -+ \|)+$/.test(line)).length;
const expectSaysWhatItShows = (markdown: string, urlPath: string) => {
  const shown = shownBody(urlPath);
  const numbers = numbersIn(markdown);
  for (const n of numbersIn(shown.text)) expect(numbers.has(n), `${urlPath}: ${n}`).toBe(true);
  expect(gfmTables(markdown), `${urlPath}: one GFM table per table`).toBe(shown.tables);
};

test('each wiki page\'s Markdown twin has its title and description, every number its page shows and each of its tables', () => {
  for (const page of content.wikiPages) {
    const twin = fs.readFileSync(outFileOf(`/wiki/${page.slug}.md`), 'utf8');
    expect(twin.startsWith(`# ${page.frontmatter.title}\n\n> ${page.frontmatter.description}\n\n`), page.slug).toBe(true);
    expectSaysWhatItShows(twin, `/wiki/${page.slug}/`);
  }
});

test('llms-full.txt holds every Markdown twin, and every record with the facts its page shows', () => {
  const full = fs.readFileSync(outFileOf('/llms-full.txt'), 'utf8');
  for (const page of content.wikiPages) expect(full, page.slug).toContain(fs.readFileSync(outFileOf(`/wiki/${page.slug}.md`), 'utf8').trim());
  const parts = full.split('\n\n---\n\n');
  for (const kind of kinds) {
    for (const record of kind.records(content)) {
      const part = parts.find((p) => p.startsWith(`## ${record.name} (${kindName(kind, content)})\n\nWeb page: /${kind.id}/${record.slug}/\n\n`));
      expect(part, `${kind.id}/${record.slug}`).toBeDefined();
      expect(part).toContain(record.description);
      const stats = (record as { stats?: { label: string; value: string }[] }).stats ?? [];
      for (const { label, value } of stats) expect(part, `${record.slug}: ${label}`).toContain(`- ${label}: ${value}`);
      expectSaysWhatItShows(part!, `/${kind.id}/${record.slug}/`);
    }
  }
});
