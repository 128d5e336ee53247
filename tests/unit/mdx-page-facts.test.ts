import { evaluateSync } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import type { PageFacts } from '@/lib/mdx/page-facts';
import { compileMdxOptions } from '@/lib/mdx/pipeline.mjs';
import { TABLE_WITHOUT_HEADING } from '@/lib/mdx/remark-page-facts.mjs';
import { buildSearchDocuments } from '@/lib/search/documents';
import { buildToc, tocIds } from '@/lib/wiki/toc';
import { contentFixture } from './content-fixture';

/*
 * One page, one set of ids: the table of contents, the rendered heading, the link check and the search
 * section all take a heading's id from the same compile of the page.
 */

const fixture = contentFixture();
afterAll(() => fixture.cleanup());
const real = loadContent();
const target = real.wikiPages[1]!.slug;
const SLUG = 'zz-facts';
const FILE = `wiki/${SLUG}.mdx`;
const body = [
  '## The `maxPlayers` setting',
  '',
  'Intro text.',
  '',
  `### A [linked](/wiki/${target}) *emphasised* heading <Callout kind="tip">in a callout</Callout>`,
  '',
  'Section text.',
  '',
  '## The `maxPlayers` setting',
  '',
  '| Key | Default |',
  '|---|---|',
  '| maxPlayers | 4 |',
  '',
].join('\n');
const frontmatter = ['---', 'title: Facts Page', 'heading: Facts Page', 'description: A test page.', 'tags: []', `section: ${real.wikiSections[0]!.id}`, `Link: ${SLUG}`, 'order: 999', '---', ''].join('\n');
fixture.write(FILE, `${frontmatter}${body}`);

const content = fixture.load();
const facts: PageFacts = compileMdxFacts(fixture.file(FILE));
const toc = tocIds(buildToc(facts.headings));

/** Links from another page to `hrefs`: the loader's error message, or "" when they all pass. */
function linkErrors(hrefs: readonly string[]): string {
  const other = real.wikiPages[0]!.file.replace(/^content\//, '');
  const original = fixture.read(other);
  fixture.write(other, `${original}\n\n${hrefs.map((href) => `[to a heading](${href})`).join('\n\n')}\n`);
  try {
    return fixture.errorOf();
  } finally {
    fixture.write(other, original);
  }
}

describe('the facts of one MDX page', () => {
  it('give headings holding code, a link, emphasis and a component one id each, duplicates numbered', () => {
    expect(facts.headings).toEqual([
      { depth: 2, text: 'The maxPlayers setting', id: 'the-maxplayers-setting' },
      { depth: 3, text: 'A linked emphasised heading in a callout', id: 'a-linked-emphasised-heading-in-a-callout' },
      { depth: 2, text: 'The maxPlayers setting', id: 'the-maxplayers-setting-1' },
    ]);
    expect(toc).toEqual(facts.headings.map((h) => h.id));
    expect(facts.links).toEqual([`/wiki/${target}`]);
    expect(facts.components).toEqual([{ name: 'Callout', attributes: { kind: 'tip' } }]);
  });

  it('are the ids of the rendered headings, and the module exports them', () => {
    const source = fixture.read(FILE);
    const compiled = evaluateSync({ path: fixture.file(FILE), value: source }, { ...runtime, ...compileMdxOptions });
    expect(compiled.facts).toEqual(facts);
    const Callout = ({ children }: { children: unknown }) => createElement('span', null, children as string);
    const html = renderToStaticMarkup(createElement(compiled.default, { components: { Callout } }));
    const rendered = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((m) => m[1]);
    expect(rendered).toEqual(toc);
    // Every table is named by the heading it sits under.
    const tables = [...html.matchAll(/<table[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(tables).toEqual(facts.tables.map((t) => t.heading.id));
  });

  it('name each table by the nearest heading above it', () => {
    expect(facts.tables).toEqual([{ heading: { text: 'The maxPlayers setting', id: 'the-maxplayers-setting-1' } }]);
  });

  it('refuse a table with no heading above it, naming the file and the line', () => {
    fixture.write(FILE, `${frontmatter}| Key | Default |\n|---|---|\n| maxPlayers | 4 |\n\n${body}`);
    try {
      const message = fixture.errorOf();
      expect(message).toContain(FILE);
      expect(message).toContain(`${TABLE_WITHOUT_HEADING} at line ${frontmatter.split('\n').length}`);
    } finally {
      fixture.write(FILE, `${frontmatter}${body}`);
    }
  });

  it('are what the link check accepts, and nothing else', () => {
    const wrong = `/wiki/${SLUG}#the-maxplayers-setting-2`;
    const message = linkErrors([...toc.map((id) => `/wiki/${SLUG}#${id}`), wrong]);
    expect(message).toContain('Content validation failed with 1 problem');
    expect(message).toContain(`link "${wrong}" points to a heading "#the-maxplayers-setting-2" that page does not have`);
  });

  it('are the anchors of the search sections', () => {
    const documents = buildSearchDocuments(content, new Map([[content.index.wikiPages.get(SLUG)!.file, facts]]));
    const sections = documents.filter((d) => d.page === `/wiki/${SLUG}/` && d.section);
    expect(sections.map((d) => d.url)).toEqual(toc.map((id) => `/wiki/${SLUG}/#${id}`));
    expect(sections.map((d) => d.section)).toEqual(facts.headings.map((h) => h.text));
  });

  it('count the headings of an inlined partial in the page, numbered with the page', () => {
    fixture.write('wiki/_partials/zz-part.mdx', '## The `maxPlayers` setting\n\nFrom the partial.\n');
    fixture.write(FILE, `${frontmatter}import Part from './_partials/zz-part.mdx'\n\n${body}\n<Part />\n`);
    const withPartial = compileMdxFacts(fixture.file(FILE));
    expect(withPartial.headings.map((h) => h.id).at(-1)).toBe('the-maxplayers-setting-2');
    expect(withPartial.sections.at(-1)?.text).toBe('From the partial.');
  });
});
