import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { RECORD_COLLECTIONS, recordBySlug } from '@/lib/model/collections';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { SEARCH_CASES } from '../e2e/search-expectations';
import { recordText } from '@/lib/search/documents';
import { termShardFile, termShardKey, textShardFile, textShardOf, type TermShard, type TextShard } from '@/lib/search/files';
import { content, documents, facts, files, search, topPages } from './search-fixture';

describe('search sections of an MDX page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-mdx-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'part.mdx'), 'Text from the **partial**.\n\n## Partial heading\n\nInside it.');
  const source = [
    "import Part from './part.mdx'",
    '',
    '<Box slug="x" />',
    '',
    'Intro with `inlineCode` and a [link](/wiki/x).',
    '',
    '## Same',
    '',
    '- one',
    '- two',
    '',
    '### Same',
    '',
    '| a | b |',
    '|---|---|',
    '| c | d |',
    '',
    '#### Deep heading',
    '',
    '<Part />',
    '',
    '<details>',
    '<summary>Notes on sources</summary>',
    '',
    'Hidden note.',
    '',
    '</details>',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'page.mdx'), source);
  const { sections } = compileMdxFacts(path.join(dir, 'page.mdx'));

  it('splits at h2 and h3, duplicates numbered, a partial\'s headings numbered with the page\'s', () => {
    expect(sections.map((s) => s.heading)).toEqual([undefined, { text: 'Same', id: 'same' }, { text: 'Same', id: 'same-1' }, { text: 'Partial heading', id: 'partial-heading' }]);
  });

  it('keeps words apart across list items and table cells, and records the components of each section', () => {
    expect(sections[0]).toEqual({ text: 'Intro with inlineCode and a link.', components: [{ name: 'Box', attributes: { slug: 'x' } }] });
    expect(sections[1]!.text).toBe('one two');
    expect(sections[2]!.text).toBe('a b c d Deep heading Text from the partial.');
    expect(sections[3]!.text).toBe('Inside it.');
  });

  it('leaves out the collapsed notes on sources', () => {
    expect(sections.map((s) => s.text).join(' ')).not.toContain('Hidden note');
  });
});

describe('recordText', () => {
  it('keeps the words and leaves out slugs, images, links and notes', () => {
    const text = recordText({
      name: 'N',
      slug: 'n',
      image: '/images/n.svg',
      wiki: 'n-page',
      notes: ['old listing'],
      abilities: [{ name: 'Ultra Spear', description: 'A flurry.' }],
      stats: [{ label: 'Difficulty', value: 'Master' }],
      floor: 50,
    });
    expect(text).toBe('N Ultra Spear A flurry. Difficulty Master');
  });
});

describe('buildSearchDocuments', () => {
  const urls = new Set(documents.map((d) => d.url));

  it('gives every document a unique id and url', () => {
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
    expect(urls.size).toBe(documents.length);
  });

  it('covers every wiki page and each of its h2/h3 headings with the id the page renders', () => {
    for (const page of content.wikiPages.filter((p) => !p.frontmatter.stub)) {
      expect(urls).toContain(`/wiki/${page.slug}/`);
      // The ids the compiled page gives its h2/h3 headings (tests/unit/mdx-page-facts.test.ts checks they are the rendered ones).
      for (const heading of facts.get(page.file)!.headings.filter((h) => h.depth === 2 || h.depth === 3)) {
        expect(urls).toContain(`/wiki/${page.slug}/#${heading.id}`);
      }
    }
  });

  it('adds what a record component shows to the section it sits in', () => {
    const page = content.wikiPages.find((p) => facts.get(p.file)?.sections[0]!.components.some((c) => c.name === 'BossInfobox'))!;
    const slug = facts.get(page.file)!.sections[0]!.components.find((c) => c.name === 'BossInfobox')!.attributes.slug!;
    const boss = recordBySlug(RECORD_COLLECTIONS.bosses, slug, content)!;
    const intro = documents.find((d) => d.url === `/wiki/${page.slug}/`)!;
    expect(intro.text).toContain(boss.name);
    for (const stat of boss.stats) expect(intro.text).toContain(`${stat.label} ${stat.value}`);
  });

  it('covers every guide section and every record page, labelled by kind', () => {
    for (const section of content.guideSections) {
      expect(documents.find((d) => d.url === `/guide/#${section.frontmatter.id}`)?.kind).toBe(content.site.labels.searchKinds.guide);
    }
    for (const kind of DETAIL_KINDS) {
      for (const record of kind.records(content)) {
        const doc = documents.find((d) => d.url === `/${kind.id}/${record.slug}/`);
        expect(doc).toMatchObject({ kind: content.kindNames[kind.id]!.one, title: record.name });
      }
    }
    expect(documents.filter((d) => d.url.startsWith('/wiki/')).every((d) => d.kind === content.site.labels.searchKinds.wikiPage)).toBe(true);
  });
});

describe('search over the real content', () => {
  // The same queries the browser test types into the dialog (tests/e2e/search-expectations.ts), here against the files the build makes.
  it.each(SEARCH_CASES.map((c) => [c.label, c.query, c.page]))('%s: %s finds %s among the first three', async (_label, query, expected) => {
    expect(await topPages(query)).toContain(expected);
  });

  it('puts a record page and its wiki page first for the record\'s name, the record first', async () => {
    const boss = content.bosses[0]!;
    expect(await topPages(boss.name, 2)).toEqual([`/bosses/${boss.slug}/`, `/wiki/${boss.wiki}/`]);
  });

  it('offers the nearest names and no results for a word that is nowhere', async () => {
    const boss = content.bosses[0]!;
    const garbled = `${boss.name.slice(0, 3)}qqq`;
    const results = await search(garbled);
    expect(results.hits).toEqual([]);
    expect(results.suggestions).toContain(boss.name);
  });

  it('survives hostile queries', async () => {
    for (const query of ['.*+?^${}()|[]\\', 'x'.repeat(10_000), '🐉🔥', 'שלום עולם', 'a\u0000b', '<img src=x onerror=1>', '__proto__ constructor']) {
      await expect(search(query)).resolves.toBeDefined();
    }
  });
});

describe('the search files', () => {
  it('put every word of every section in the term shard of its first two letters, and every section in its text shard', () => {
    const { names, shards } = files;
    expect(names.sections).toBe(documents.length);
    documents.forEach((doc, section) => {
      const shard = textShardOf(names.text, section);
      expect((shards.get(textShardFile(shard)) as TextShard)[section - names.text[shard]!]).toBe(doc.text);
    });
    for (const key of names.terms) {
      for (const [word, postings] of Object.entries(shards.get(termShardFile(key)) as TermShard)) {
        expect(termShardKey(word)).toBe(key);
        expect(postings.length % 2).toBe(0);
      }
    }
  });
});
