import { describe, expect, it } from 'vitest';
import { distinctFacetValues, entryCountText, filterItems, isFiltering, itemCountText, listRow, matchesFacet, matchesQuery, resultCountText, taggedListRow } from '@/lib/records/filter';
import { loadContent } from '@/lib/content/load';
import { fillTemplate } from '@/lib/model/template';

const item = (id: string, searchText: string[], facets: Record<string, string[]> = {}) => ({ id, title: '', description: '', searchText, facets });

describe('matchesQuery', () => {
  it.each([
    [['Black Spider'], 'spider', true],
    [['Black Spider'], 'SPIDER', true],
    [['Black Spider'], '  black  ', true],
    [['Black Spider'], 'centipede', false],
    [['Black Spider'], '', true],
    [[], 'x', false],
  ])('%j with %j → %s', (texts, query, expected) => {
    expect(matchesQuery(texts, query)).toBe(expected);
  });
});

describe('matchesFacet', () => {
  it('matches everything when nothing is selected', () => {
    expect(matchesFacet(['a'], [], 'all')).toBe(true);
    expect(matchesFacet(undefined, [], 'any')).toBe(true);
  });
  it('"all" requires every selected value (AND)', () => {
    expect(matchesFacet(['Boss', 'Floor 10'], ['Boss', 'Floor 10'], 'all')).toBe(true);
    expect(matchesFacet(['Boss'], ['Boss', 'Floor 10'], 'all')).toBe(false);
  });
  it('"any" needs one selected value', () => {
    expect(matchesFacet(['10'], ['10'], 'any')).toBe(true);
    expect(matchesFacet(['20'], ['10'], 'any')).toBe(false);
  });
  it('compares exactly (no substring match on tags)', () => {
    expect(matchesFacet(['Floor 10'], ['Floor 1'], 'all')).toBe(false);
  });
});

describe('filterItems', () => {
  const items = [
    item('spider', ['Black Spider', 'webs'], { floor: ['10'], tags: ['Boss', 'Floor 10'] }),
    item('centipede', ['Evil Centipede', 'paralysis'], { floor: ['20'], tags: ['Boss', 'Floor 20'] }),
    item('map', ['Dungeon Map'], { tags: ['Map'] }),
  ];
  it('combines the query and the facet', () => {
    expect(filterItems(items, { query: 'e', selected: ['20'] }, 'floor').map((i) => i.id)).toEqual(['centipede']);
  });
  it('returns everything for the empty state', () => {
    expect(filterItems(items, { query: '', selected: [] }, 'floor')).toHaveLength(3);
  });
  it('multi-select AND over tags', () => {
    expect(filterItems(items, { query: '', selected: ['Boss'] }, 'tags', 'all').map((i) => i.id)).toEqual(['spider', 'centipede']);
    expect(filterItems(items, { query: '', selected: ['Boss', 'Floor 10'] }, 'tags', 'all').map((i) => i.id)).toEqual(['spider']);
    expect(filterItems(items, { query: '', selected: ['Boss', 'Map'] }, 'tags', 'all')).toEqual([]);
  });
  it('ignores the facet when the list has none', () => {
    expect(filterItems(items, { query: 'map', selected: ['x'] }, undefined)).toHaveLength(1);
  });
});

describe('taggedListRow (the wiki index sends each tag once)', () => {
  const content = loadContent();
  const rows = content.wikiPages
    .filter((p) => !p.frontmatter.stub)
    .map((p) => taggedListRow({ id: p.slug, title: p.frontmatter.heading, description: p.frontmatter.description, href: `/wiki/${p.slug}`, tags: p.frontmatter.tags }));
  const page = content.wikiPages.find((p) => !p.frontmatter.stub && p.frontmatter.tags.length > 0)!;
  const tag = page.frontmatter.tags[0]!;

  it("finds a page by one of its tags typed in the search box, and by the tag's chip", () => {
    expect(filterItems(rows, { query: tag.toUpperCase(), selected: [] }, 'tags', 'all').map((r) => r.id)).toContain(page.slug);
    const byChip = filterItems(rows, { query: '', selected: [tag] }, 'tags', 'all').map((r) => r.id);
    expect(byChip).toEqual(content.wikiPages.filter((p) => !p.frontmatter.stub && p.frontmatter.tags.includes(tag)).map((p) => p.slug));
  });

  it('shows no stats on a wiki card', () => {
    expect(rows.every((r) => r.stats.length === 0)).toBe(true);
  });
});

describe('distinctFacetValues', () => {
  const items = [item('a', [], { floor: ['20'] }), item('b', [], { floor: ['10'] }), item('c', [], { floor: ['20'] })];
  it('keeps first-appearance order by default', () => {
    expect(distinctFacetValues(items, 'floor')).toEqual(['20', '10']);
  });
  it('sorts with a comparator', () => {
    expect(distinctFacetValues(items, 'floor', (a, b) => Number(a) - Number(b))).toEqual(['10', '20']);
  });
});

describe('count texts', () => {
  /** The words of content/site.json `labels.lists`: each count takes the form its number asks for. */
  const words = loadContent().site.labels.lists;
  const results = (form: 'one' | 'other', count: number) => fillTemplate(words.results[form], { count });
  const filters = (form: 'one' | 'other', count: number) => fillTemplate(words.filters[form], { count });
  it.each([
    [1, 0, fillTemplate(words.found, { results: results('one', 1) })],
    [0, 0, fillTemplate(words.found, { results: results('other', 0) })],
    [7, 2, fillTemplate(words.foundWithFilters, { results: results('other', 7), filters: filters('other', 2) })],
    [3, 1, fillTemplate(words.foundWithFilters, { results: results('other', 3), filters: filters('one', 1) })],
  ])('%i results, %i filters → %s', (count, filterCount, text) => {
    expect(resultCountText(words, count, filterCount)).toBe(text);
  });
  it('pluralises item and entry counts', () => {
    expect(itemCountText(words, 1)).toBe(fillTemplate(words.sectionItems.one, { count: 1 }));
    expect(itemCountText(words, 6)).toBe(fillTemplate(words.sectionItems.other, { count: 6 }));
    expect(entryCountText(words, 1)).toBe(fillTemplate(words.entries.one, { count: 1 }));
    expect(entryCountText(words, 1_000)).toBe(fillTemplate(words.entries.other, { count: '1,000' }));
  });
  it('knows when a filter is active', () => {
    expect(isFiltering({ query: '  ', selected: [] })).toBe(false);
    expect(isFiltering({ query: 'a', selected: [] })).toBe(true);
    expect(isFiltering({ query: '', selected: ['Boss'] })).toBe(true);
  });
});

describe('listRow', () => {
  const full = {
    id: 'mezul',
    title: 'Mezul',
    description: 'A twin guardian.',
    href: '/bosses/mezul',
    image: '/images/bosses/mezul.svg',
    tags: ['Floor 50'],
    stats: [
      { label: 'Floor', value: '50' },
      { label: 'EP', value: '1' },
      { label: 'HP', value: '2' },
    ],
    searchText: ['Mezul', 'Limiter'],
    facets: { floor: ['50'], other: ['x'] },
  };

  it('keeps what the card shows and what the filter reads, and nothing else', () => {
    expect(listRow(full, { facetKey: 'floor', statLimit: 2 })).toEqual({
      ...full,
      stats: full.stats.slice(0, 2),
      facets: { floor: ['50'] },
    });
  });

  it('drops the picture of a card that shows none, and every facet of a list without one', () => {
    const row = listRow(full, { statLimit: 0, image: false });
    expect(row).not.toHaveProperty('image');
    expect(row.facets).toEqual({});
    expect(row.stats).toEqual([]);
  });

  it('copies its arrays, so the payload never refers back to a shared one', () => {
    const row = listRow({ ...full, facets: { tags: full.tags } }, { facetKey: 'tags', statLimit: 2 });
    expect(row.facets.tags).toEqual(row.tags);
    expect(row.facets.tags).not.toBe(row.tags);
    expect(row.tags).not.toBe(full.tags);
  });
});
