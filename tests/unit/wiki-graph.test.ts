import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { pendingSettings } from '@/lib/placeholders';
import { checkInternalLink } from '@/lib/routes';
import { buildToc } from '@/lib/toc';
import { computeBacklinks, previousAndNext, wikiSlugOfHref } from '@/lib/wiki-graph';

const content = getContent();

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
  it('computes "what links here" from the MDX links', () => {
    const backlinks = computeBacklinks(content.wikiPages);
    for (const page of content.wikiPages) {
      for (const target of new Set(page.outline.links.map(wikiSlugOfHref))) {
        if (!target || target === page.slug) continue;
        expect(backlinks.get(target)!.map((p) => p.slug)).toContain(page.slug);
      }
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
  it.each([
    ['/', null],
    ['/wiki/koby', null],
    ['/wiki/koby/', null],
    ['/bosses/mezul', null],
    ['/boss-drops/minos-trident', null],
    ['https://example.com', null],
  ])('%s resolves', (href, expected) => {
    expect(checkInternalLink(href, content.routes)).toBe(expected);
  });
  it.each([
    ['/wiki/nope', 'wiki page "nope"'],
    ['/boss-drops/shinboko', 'boss-drops record "shinboko"'],
    ['/wiki#nope', 'wiki section "#nope"'],
    ['wiki/koby', 'absolute path'],
    ['/no-such-route', 'does not match any page'],
  ])('%s is reported', (href, message) => {
    expect(checkInternalLink(href, content.routes)).toContain(message);
  });
});

describe('pendingSettings', () => {
  it('lists every placeholder URL and todo so the owner knows what to fill in', () => {
    const fields = pendingSettings(content.site).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['baseUrl', 'latestUpdate.version', 'links.officialWebsite.url', 'links.modDownload.url', 'links.chatInvite.url']));
    expect(fields).not.toContain('links.videoChannel.url');
  });
});
