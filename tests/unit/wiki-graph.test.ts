import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { readMdxFacts } from '@/lib/content/check-mdx';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { checkInternalLink } from '@/lib/records/routes';
import { buildToc } from '@/lib/wiki/toc';
import { computeBacklinks, previousAndNext, wikiSlugOfHref } from '@/lib/wiki/graph';
import { sectionPageEntries } from '@/lib/wiki/hubs';

const content = getContent();
// Compiled once, outside any test's time limit.
const facts = readMdxFacts(content.wikiPages, content.guideSections, compileMdxFacts, []);

describe('buildToc', () => {
  it.each([
    [[], []],
    [[{ depth: 2, text: 'A', id: 'a' }], [{ id: 'a', text: 'A', children: [] }]],
    [
      [
        { depth: 2, text: 'A', id: 'a' },
        { depth: 3, text: 'A1', id: 'a1' },
        { depth: 4, text: 'deep', id: 'deep' },
        { depth: 2, text: 'B', id: 'b' },
      ],
      [
        { id: 'a', text: 'A', children: [{ id: 'a1', text: 'A1', children: [] }] },
        { id: 'b', text: 'B', children: [] },
      ],
    ],
    [[{ depth: 3, text: 'Orphan', id: 'o' }], [{ id: 'o', text: 'Orphan', children: [] }]],
  ])('%j', (headings, expected) => {
    expect(buildToc(headings)).toEqual(expected);
  });
});

describe('wiki link graph', () => {
  it('reads wiki slugs from hrefs', () => {
    expect(wikiSlugOfHref('/wiki/koby')).toBe('koby');
    expect(wikiSlugOfHref('/wiki/koby/#prices')).toBe('koby');
    expect(wikiSlugOfHref('/wiki#bosses')).toBeUndefined();
    expect(wikiSlugOfHref('/bosses/mezul')).toBeUndefined();
  });
  it('computes "what links here" from the MDX links and the section lists of hub pages', () => {
    const backlinks = computeBacklinks(content, facts);
    const linkers = (slug: string) => backlinks.get(slug)!.map((p) => p.slug);
    for (const page of content.wikiPages) {
      for (const target of new Set(facts.get(page.file)!.links.map(wikiSlugOfHref))) {
        if (!target || target === page.slug) continue;
        expect(linkers(target)).toContain(page.slug);
      }
    }
    // A hub lists its section's pages (<SectionPages>), so each of them is linked from the hub.
    for (const section of content.wikiSections.filter((s) => s.hub)) {
      const hub = content.index.wikiPages.get(section.hub!)!;
      if (!facts.get(hub.file)!.components.some((c) => c.name === 'SectionPages' && c.attributes.section === section.id)) continue;
      for (const entry of sectionPageEntries(content, section.id)) expect(linkers(entry.slug), entry.slug).toContain(hub.slug);
    }
    // No page is listed as linking to itself.
    for (const [slug, pages] of backlinks) expect(pages.map((p) => p.slug)).not.toContain(slug);
  });
  it('gives previous and next inside a section, skipping stubs', () => {
    for (const section of content.wikiSections) {
      const pages = content.wikiPages.filter((p) => p.frontmatter.section === section.id && !p.frontmatter.stub);
      pages.forEach((page, i) => {
        const { previous, next } = previousAndNext(content, page);
        expect(previous?.slug).toBe(pages[i - 1]?.slug);
        expect(next?.slug).toBe(pages[i + 1]?.slug);
      });
    }
  });
});

describe('checkInternalLink', () => {
  const wikiSlug = content.wikiPages[0]!.slug;
  const boss = content.bosses[0]!.slug;
  const drop = content.gear.find((g) => g.source.kind === 'boss')!.slug;
  it.each([
    ['/', null],
    [`/wiki/${wikiSlug}`, null],
    [`/wiki/${wikiSlug}/`, null],
    [`/bosses/${boss}`, null],
    [`/boss-drops/${drop}`, null],
    ['https://example.com', null],
  ])('%s resolves', (href, expected) => {
    expect(checkInternalLink(href, content.routes)).toBe(expected);
  });
  it.each([
    ['/wiki/nope', 'wiki page "nope"'],
    ['/boss-drops/no-such-drop', 'boss-drops record "no-such-drop"'],
    ['/wiki#nope', 'wiki section "#nope"'],
    ['wiki/some-page', 'absolute path'],
    ['/no-such-route', 'does not match any page'],
  ])('%s is reported', (href, message) => {
    expect(checkInternalLink(href, content.routes)).toContain(message);
  });
});

describe('wiki graph at scale (indexes instead of scans)', () => {
  it('labels every navbox entry as the first boss, the drop bosses or the title say', async () => {
    const { navboxLabel } = await import('@/lib/wiki/graph');
    for (const page of content.wikiPages) {
      const boss = content.bosses.find((b) => b.wiki === page.slug);
      const dropBosses = [
        ...new Set(
          content.gear
            .filter((g) => g.wiki === page.slug && g.source.kind === 'boss')
            .flatMap((g) => (g.source.kind === 'boss' ? g.source.bosses : []))
            .map((slug) => content.bosses.find((b) => b.slug === slug)?.name)
            .filter(Boolean),
        ),
      ];
      const expected = boss ? `Floor ${boss.floor}: ${boss.name}` : dropBosses.length ? `${page.frontmatter.title} (${dropBosses.join(', ')})` : page.frontmatter.title;
      expect(navboxLabel(content, page)).toBe(expected);
    }
  });

  it('keeps a navbox to a window of pages around the current one in a big section', async () => {
    const { navboxPages } = await import('@/lib/wiki/graph');
    const template = content.wikiPages.find((p) => !p.frontmatter.stub)!;
    const pages = Array.from({ length: 100 }, (_, i) => ({ ...template, slug: `p${i}`, frontmatter: { ...template.frontmatter, section: 'big', order: i, stub: false } }));
    const big = { wikiPages: pages };
    expect(navboxPages(big, pages[0]!, 10)).toMatchObject({ hidden: 90, pages: pages.slice(0, 10) });
    expect(navboxPages(big, pages[50]!, 10)).toMatchObject({ hidden: 90, pages: pages.slice(45, 55) });
    expect(navboxPages(big, pages[99]!, 10)).toMatchObject({ hidden: 90, pages: pages.slice(90, 100) });
    expect(navboxPages({ wikiPages: pages.slice(0, 8) }, pages[3]!, 10)).toMatchObject({ hidden: 0, pages: pages.slice(0, 8) });
  });
});
