import { describe, expect, it } from 'vitest';
import { foldDiacritics, foldWithOrigin } from '@/lib/search/fold';
import { excerpt, findTermRanges, highlight, segmentsFor } from '@/lib/search/highlight';
import { toHits, type MatchedDocument } from '@/lib/search/hits';
import { processTerm, tokenize } from '@/lib/search/options';

describe('foldDiacritics', () => {
  it.each([
    ['Mjöllmile', 'mjollmile'],
    ['Crème Brûlée', 'creme brulee'],
    ['Straße', 'strasse'],
    ['Ærø', 'aero'],
    ['ŁÓDŹ', 'lodz'],
    ['maxPlayersInDungeon', 'maxplayersindungeon'],
    ['', ''],
    ['🐉 עברית', '🐉 עברית'],
  ])('%j → %j', (input, expected) => {
    expect(foldDiacritics(input)).toBe(expected);
  });

  it('maps every folded character back to the character it came from', () => {
    const { folded, origin } = foldWithOrigin('aßö');
    expect(folded).toBe('asso');
    expect(origin).toEqual([0, 1, 1, 2, 3]);
  });

  it('maps past characters outside the basic plane (two UTF-16 units)', () => {
    const { folded, origin } = foldWithOrigin('🐉x');
    expect(folded).toBe('🐉x');
    expect(origin).toEqual([0, 0, 2, 3]);
  });
});

describe('tokenize and processTerm', () => {
  it.each([
    ['max-tick-time=180000', ['max', 'tick', 'time', '180000']],
    ['maxPlayersInDungeon', ['maxPlayersInDungeon']],
    ['/createdungeon 100 0.75', ['createdungeon', '100', '0', '75']],
    ["Diablo's Armor", ['Diablo', 's', 'Armor']],
    ['<img src=x onerror=alert(1)>', ['img', 'src', 'x', 'onerror', 'alert', '1']],
    ['a\u0000b', ['a', 'b']],
    ['.*+?^${}()|[]\\', []],
  ])('%j → %j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  it('folds a term and drops one that folds to nothing', () => {
    expect(processTerm('Mjöllmile')).toBe('mjollmile');
    expect(processTerm('\u0301')).toBeNull();
  });
});

describe('findTermRanges', () => {
  it.each([
    ['Ask Mjöllmile in the lobby', ['mjollmile'], [[4, 13]]],
    ['Tempest Serpent, the serpent', ['serpent'], [[8, 15], [21, 28]]],
    // Whole words only: "time" is not marked inside "times" or "daytime".
    ['times and daytime and time', ['time'], [[22, 26]]],
    ['max-tick-time=180000', ['max', 'tick', 'time'], [[0, 3], [4, 8], [9, 13]]],
    // Matched words with only spaces between them make one mark.
    ['use Ultra  Spear now', ['ultra', 'spear'], [[4, 16]]],
    ['nothing here', ['absent'], []],
    ['', ['x'], []],
    ['text', [], []],
  ] as [string, string[], [number, number][]][])('%j with %j', (text, terms, expected) => {
    expect(findTermRanges(text, terms)).toEqual(expected);
  });
});

describe('highlight and segmentsFor', () => {
  it('splits text into plain and marked segments', () => {
    expect(highlight('Minos Bardiche', ['bardiche'])).toEqual([
      { text: 'Minos ', mark: false },
      { text: 'Bardiche', mark: true },
    ]);
  });

  it('keeps markup-like text as plain text in the segments', () => {
    const text = '<img src=x onerror=window.__pwned=1> img';
    const segments = highlight(text, ['img']);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(['img', 'img']);
  });

  it('clips ranges to a window of the text', () => {
    expect(segmentsFor('cdef', [[0, 3], [4, 5]], 2)).toEqual([
      { text: 'c', mark: true },
      { text: 'd', mark: false },
      { text: 'e', mark: true },
      { text: 'f', mark: false },
    ]);
  });
});

describe('excerpt', () => {
  const long = `${'word '.repeat(60)}the Limiter skill ${'more '.repeat(60)}`.trim();

  it('shows the text around the first match with ellipses where text was cut', () => {
    const segments = excerpt(long, ['limiter'], 80);
    expect(segments[0]).toEqual({ text: '…', mark: false });
    expect(segments.at(-1)).toEqual({ text: '…', mark: false });
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(['Limiter']);
    const shown = segments.map((s) => s.text).join('');
    expect(shown.length).toBeLessThanOrEqual(82);
    // Cut at spaces: no half words.
    expect(shown).toMatch(/^…(word |the )/);
  });

  it('starts at the beginning when there is no match in the text', () => {
    expect(excerpt('Short text.', ['absent'])).toEqual([{ text: 'Short text.', mark: false }]);
  });
});

describe('toHits', () => {
  const doc = (url: string, page: string, title: string, text: string, section?: string): MatchedDocument => ({
    url,
    page,
    kind: 'Wiki page',
    title,
    text,
    terms: ['spear'],
    ...(section ? { section } : {}),
  });

  it('keeps the best-ranked unit of each page, in order, up to the limit', () => {
    const hits = toHits(
      [
        doc('/wiki/a/#x', '/wiki/a/', 'A', 'Ultra Spear here', 'X'),
        doc('/wiki/a/', '/wiki/a/', 'A', 'spear again'),
        doc('/wiki/b/', '/wiki/b/', 'Spear page', 'no match'),
        doc('/wiki/c/', '/wiki/c/', 'C', 'spear'),
      ],
      2,
    );
    expect(hits.map((h) => h.url)).toEqual(['/wiki/a/#x', '/wiki/b/']);
    expect(hits[0]!.section).toEqual([{ text: 'X', mark: false }]);
    expect(hits[1]!.title).toEqual([{ text: 'Spear', mark: true }, { text: ' page', mark: false }]);
    expect(hits[1]!.section).toBeUndefined();
  });
});
