import { describe, expect, it } from 'vitest';
import { filterItems, matchesQuery } from '@/lib/filter';
import { parseListState, serializeListState } from '@/lib/list-state';

/** The strings the hostile-input browser test types into every search box and URL parameter. */
const HOSTILE = [
  '<img src=x onerror=window.__pwned=1>',
  '.*+?^${}()|[]\\/',
  '(?<x>a)\\k<x> [[:alpha:]] %s %d',
  'x'.repeat(10_000),
  '🐉🔥 👩‍👩‍👧‍👦',
  'مرحبا ‏שלום‎ \u202Eevil',
  'before\u0000after',
  '__proto__',
  'constructor',
];

const items = [
  { id: 'a', searchText: ['Black Spider', '.*+?^${}()|[]\\/ literally'], facets: { floor: ['10'] } },
  { id: 'b', searchText: ['Tempest Serpent'], facets: { floor: ['40'] } },
];

describe('hostile text in list search', () => {
  it.each(HOSTILE)('filters by %j without an error', (query) => {
    expect(() => filterItems(items, { query, selected: [] }, 'floor')).not.toThrow();
  });

  it('matches regex characters literally, never as a pattern', () => {
    expect(matchesQuery(['x'], '.*')).toBe(false);
    expect(filterItems(items, { query: '.*+?^${}()|[]\\/', selected: [] }, 'floor').map((i) => i.id)).toEqual(['a']);
  });
});

describe('hostile values in the URL state', () => {
  const configs = [{ facetParam: 'floor', allowed: ['10', '40'] }, { facetParam: 'tags', multi: true, allowed: ['Boss'] }, { facetParam: 'grade' }];

  it.each(HOSTILE)('round-trips %j in ?q= and ignores it as a facet value that is not offered', (text) => {
    for (const config of configs) {
      const search = serializeListState({ query: text, selected: [] }, config);
      expect(parseListState(search, config)).toEqual({ query: text, selected: [] });
      const facetOnly = `?${config.facetParam}=${encodeURIComponent(text)}`;
      const selected = parseListState(facetOnly, config).selected;
      if (config.allowed) expect(selected).toEqual([]);
    }
  });

  it('reads badly encoded parameters without throwing', () => {
    expect(() => parseListState('?q=%E0%A4%A&floor=%zz&tags=%', configs[1]!)).not.toThrow();
    expect(parseListState('?q=%zz', configs[0]!).query).toBe('%zz');
  });
});
