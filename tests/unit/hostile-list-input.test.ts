import { describe, expect, it } from 'vitest';
import { filterItems, matchesQuery } from '@/lib/records/filter';
import { HOSTILE } from '../fixtures/hostile-strings';

const items = [
  { id: 'a', title: 'Black Spider', description: '.*+?^${}()|[]\\/ literally', searchText: [], facets: { floor: ['10'] } },
  { id: 'b', title: 'Tempest Serpent', description: '', searchText: [], facets: { floor: ['40'] } },
];

// The URL side of hostile input is in url-state.test.ts.
describe('hostile text in list search', () => {
  it.each(HOSTILE)('filters by %j without an error', (query) => {
    expect(() => filterItems(items, { query, selected: [] }, 'floor')).not.toThrow();
  });

  it('matches regex characters literally, never as a pattern', () => {
    expect(matchesQuery(['x'], '.*')).toBe(false);
    expect(filterItems(items, { query: '.*+?^${}()|[]\\/', selected: [] }, 'floor').map((i) => i.id)).toEqual(['a']);
  });
});
