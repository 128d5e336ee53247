import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { gameValues } from '@/lib/game/values';
import { wikiListItem } from '@/lib/records/list-items';
import { RECORD_COLLECTIONS, recordBySlug } from '@/lib/model/collections';
import { allPaths } from '@/lib/records/routes';
import { contentFixture } from './content-fixture';

/* What the loader does with good content. Content it must refuse is one table in content-fuzz.test.ts. */

const before = loadContent();
let fixture: ReturnType<typeof contentFixture>;
beforeAll(() => {
  fixture = contentFixture();
});
afterAll(() => fixture.cleanup());

/** Applies an edit to the copy, loads it, and undoes the edit. */
function loadWith(file: string, text: string) {
  const original = fs.existsSync(fixture.file(file)) ? fixture.read(file) : undefined;
  fixture.write(file, text);
  try {
    return fixture.load();
  } finally {
    if (original === undefined) fs.rmSync(fixture.file(file));
    else fixture.write(file, original);
  }
}

describe('adding content is adding a file', () => {
  it('a new MDX file appears in the index cards, its section and the sitemap paths', () => {
    const section = before.wikiSections[0]!.id;
    const target = before.wikiPages[0]!.slug;
    const content = loadWith(
      'wiki/zz-test-page.mdx',
      ['---', 'title: Test Page', 'heading: "Test: Page"', 'description: A test page.', 'tags: []', `section: ${section}`, 'Link: zz-test-page', 'order: 999', '---', '', `## A heading`, '', `Body with a [link](/wiki/${target}).`, ''].join('\n'),
    );
    const page = content.index.wikiPages.get('zz-test-page')!;
    expect([...(content.routes.wikiHeadings?.get('zz-test-page') ?? [])]).toEqual(['a-heading']);
    expect(wikiListItem(page, content)).toMatchObject({ title: 'Test: Page', href: '/wiki/zz-test-page', section });
    const count = (c: typeof content) => c.wikiPages.filter((p) => p.frontmatter.section === section && !p.frontmatter.stub).length;
    expect(count(content)).toBe(count(before) + 1);
    expect(allPaths(content.routes)).toContain('/wiki/zz-test-page');
  });

  it('a new boss record gets a list card and a record page path', () => {
    const bosses = JSON.parse(fixture.read('bosses.json')) as Record<string, unknown>[];
    // Without a picture: a copied one would be shared, and a record without one shows the placeholder.
    const template = { ...bosses[0]! };
    delete template.image;
    bosses.push({ ...template, slug: 'zz-test-boss', name: 'Test Boss', drops: [], wiki: before.wikiPages[0]!.slug, notes: [] });
    const content = loadWith('bosses.json', JSON.stringify(bosses));
    expect(recordBySlug(RECORD_COLLECTIONS.bosses, 'zz-test-boss', content)?.name).toBe('Test Boss');
    expect(allPaths(content.routes)).toContain('/bosses/zz-test-boss');
  });
});

describe('record values in frontmatter', () => {
  it('fills {name} in a description from the records', () => {
    const page = before.wikiPages[0]!;
    const file = `wiki/${page.slug}.mdx`;
    const [name, text] = Object.entries(gameValues(before))[0]!;
    const content = loadWith(file, fixture.read(file).replace(/^description: .*$/m, `description: "Costs {${name}}."`));
    expect(content.index.wikiPages.get(page.slug)!.frontmatter.description).toBe(`Costs ${text}.`);
  });
});
