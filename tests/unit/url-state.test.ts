import { describe, expect, it } from 'vitest';
import { coinsCodec, gearCodec, plannerCodec, shrinesCodec } from '@/lib/tools/tool-codecs';
import { hasOwnParams, listCodec, queryCodec, writeSearch, type QueryState, type UrlStateCodec } from '@/lib/records/url-state';
import { HOSTILE } from '../fixtures/hostile-strings';

/** Parses what writeSearch wrote, as the hook does on the next render. */
const roundTrip = <S>(codec: UrlStateCodec<S>, state: S) => codec.parse(writeSearch(codec, state));

describe('list state in the URL', () => {
  it('reads the search and a single-select facet', () => {
    expect(listCodec({ facetParam: 'floor' }).parse('?q=spider&floor=10')).toEqual({ query: 'spider', selected: ['10'] });
  });
  it('reads a multi-select facet', () => {
    expect(listCodec({ facetParam: 'tags', multi: true }).parse('?tags=Boss,Floor%2010')).toEqual({ query: '', selected: ['Boss', 'Floor 10'] });
  });
  it('drops values that are not allowed and duplicates', () => {
    expect(listCodec({ facetParam: 'tags', multi: true, allowed: ['Boss'] }).parse('?tags=Boss,Nope,Boss').selected).toEqual(['Boss']);
    expect(listCodec({ facetParam: 'floor', allowed: ['10'] }).parse('?floor=99').selected).toEqual([]);
  });
  it('writes nothing for the empty state and keeps other parameters', () => {
    const codec = listCodec({ facetParam: 'floor' });
    expect(writeSearch(codec, { query: '', selected: [] })).toBe('');
    expect(writeSearch(codec, { query: '', selected: [] }, '?ref=x&floor=10')).toBe('?ref=x');
    expect(writeSearch(codec, { query: 'a', selected: ['10'] }, '?ref=x&q=old')).toBe('?ref=x&q=a&floor=10');
  });
  it('keeps a search as typed, so a space being typed is not eaten', () => {
    expect(roundTrip(listCodec({}), { query: 'black ', selected: [] })).toEqual({ query: 'black ', selected: [] });
  });
  it.each([
    [{ query: 'black spider', selected: ['10'] }, { facetParam: 'floor' }],
    [{ query: '', selected: ['Boss', 'Floor 10'] }, { facetParam: 'tags', multi: true }],
    [{ query: 'a&b=c', selected: [] }, { facetParam: 'grade' }],
  ])('round-trips %j', (state, config) => {
    expect(roundTrip(listCodec(config), state)).toEqual(state);
  });
});

describe('tool state in the URL', () => {
  const codec = queryCodec(['a', 'b'] as const);
  it('reads the parameters it knows, with or without "?"', () => {
    expect(codec.parse('?b=2&a=1&z=9')).toEqual({ a: '1', b: '2' });
    expect(codec.parse('a=')).toEqual({ a: '' });
    expect(codec.parse('')).toEqual({});
  });
  it('writes them in a fixed order and drops unset ones', () => {
    expect(codec.serialize({ b: '2', a: '1' })).toBe('a=1&b=2');
    expect(codec.serialize({ b: 'x y,z' })).toBe('b=x+y%2Cz');
    expect(codec.serialize({})).toBe('');
    expect(writeSearch(codec, { b: '2', a: '1' }, '?b=9&z=1')).toBe('?z=1&a=1&b=2');
  });
  it('knows when the URL carries none of its parameters (then the saved inputs apply)', () => {
    expect(hasOwnParams(codec, '?z=1')).toBe(false);
    expect(hasOwnParams(codec, '?b=')).toBe(true);
  });
  it.each([
    [coinsCodec, '?amount=1&from=stellar'],
    [plannerCodec, '?boss=mezul&ep=65000'],
    [shrinesCodec, '?completed=10'],
    [gearCodec, '?grade=god&sort=attack&dir=asc'],
  ])('round-trips the URLs of the issue (%#)', (codec: UrlStateCodec<QueryState<string>>, search) => {
    expect(writeSearch(codec, codec.parse(search))).toBe(search);
  });
});

describe('hostile values in the URL state', () => {
  const configs = [{ facetParam: 'floor', allowed: ['10', '40'] }, { facetParam: 'tags', multi: true, allowed: ['Boss'] }, { facetParam: 'grade' }];

  it.each(HOSTILE)('round-trips %j in ?q= and ignores it as a facet value that is not offered', (text) => {
    for (const config of configs) {
      const codec = listCodec(config);
      expect(roundTrip(codec, { query: text, selected: [] })).toEqual({ query: text, selected: [] });
      const selected = codec.parse(`?${config.facetParam}=${encodeURIComponent(text)}`).selected;
      if (config.allowed) expect(selected).toEqual([]);
    }
  });

  it.each(HOSTILE)('round-trips %j as a tool input', (text) => {
    expect(roundTrip(gearCodec, { q: text, compare: text })).toEqual({ q: text, compare: text });
  });

  it('reads badly encoded parameters without throwing', () => {
    expect(() => listCodec(configs[1]!).parse('?q=%E0%A4%A&floor=%zz&tags=%')).not.toThrow();
    expect(listCodec(configs[0]!).parse('?q=%zz').query).toBe('%zz');
    expect(() => gearCodec.parse('?q=%E0%A4%A&compare=%')).not.toThrow();
  });
});
