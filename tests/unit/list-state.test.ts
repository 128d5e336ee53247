import { describe, expect, it } from 'vitest';
import { parseListState, serializeListState } from '@/lib/list-state';

describe('URL list state', () => {
  it('reads the search and a single-select facet', () => {
    expect(parseListState('?q=spider&floor=10', { facetParam: 'floor' })).toEqual({ query: 'spider', selected: ['10'] });
  });
  it('reads a multi-select facet', () => {
    expect(parseListState('?tags=Boss,Floor%2010', { facetParam: 'tags', multi: true })).toEqual({ query: '', selected: ['Boss', 'Floor 10'] });
  });
  it('drops values that are not allowed and duplicates', () => {
    expect(parseListState('?tags=Boss,Nope,Boss', { facetParam: 'tags', multi: true, allowed: ['Boss'] }).selected).toEqual(['Boss']);
    expect(parseListState('?floor=99', { facetParam: 'floor', allowed: ['10'] }).selected).toEqual([]);
  });
  it('writes nothing for the empty state and keeps other parameters', () => {
    expect(serializeListState({ query: '', selected: [] }, { facetParam: 'floor' })).toBe('');
    expect(serializeListState({ query: '', selected: [] }, { facetParam: 'floor' }, '?ref=x&floor=10')).toBe('?ref=x');
  });
  it.each([
    [{ query: 'black spider', selected: ['10'] }, { facetParam: 'floor' }],
    [{ query: '', selected: ['Boss', 'Floor 10'] }, { facetParam: 'tags', multi: true }],
    [{ query: 'a&b=c', selected: [] }, { facetParam: 'grade' }],
  ])('round-trips %j', (state, config) => {
    expect(parseListState(serializeListState(state, config), config)).toEqual(state);
  });
});
