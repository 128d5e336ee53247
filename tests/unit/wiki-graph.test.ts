import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { pendingSettings } from '@/lib/placeholders';
import { checkInternalLink } from '@/lib/routes';
import { buildToc, tocIds } from '@/lib/toc';
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
  it('lists ids in document order', () => {
    expect(tocIds(buildToc([{ depth: 2, text: 'A', id: 'a' }, { depth: 3, text: 'B', id: 'b' }]))).toEqual(['a', 'b']);
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
    expect(backlinks.get('floor-50-gozul')!.map((p) => p.slug)).toContain('minos-set');
    expect(backlinks.get('infusion-effects')!.length).toBeGreaterThan(5);
  });
  it('gives previous and next inside a section, skipping stubs', () => {
    const mezul = content.wikiPages.find((p) => p.slug === 'floor-50-mezul')!;
    const { previous, next } = previousAndNext(content, mezul);
    expect(previous?.slug).toBe('floor-40-tempest-serpent-boss');
    expect(next?.slug).toBe('floor-50-gozul');
  });
});

describe('checkInternalLink', () => {
  it.each([
    ['/', null],
    ['/wiki/koby', null],
    ['/wiki/koby/', null],
    ['/bosses/mezul', null],
    ['/boss-drops/minos-trident', null],
    ['/tools/boss-planner', null],
    ['https://example.com', null],
  ])('%s resolves', (href, expected) => {
    expect(checkInternalLink(href, content.routes)).toBe(expected);
  });
  it.each([
    ['/wiki/nope', 'wiki page "nope"'],
    ['/boss-drops/shinboko', 'boss-drops record "shinboko"'],
    ['/wiki#nope', 'wiki section "#nope"'],
    ['wiki/koby', 'absolute path'],
    ['/calculators', 'does not match any page'],
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
