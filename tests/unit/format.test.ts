import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, formatPercent, joinList, listSeparators } from '@/lib/model/format';
import { formatBytes } from '@/lib/offline/format-size';

/*
 * lib/model/format.ts writes numbers and lists without Intl's formatters (their first use costs the browser ICU's locale
 * data); these tests hold its output to Intl's, character for character, over many values.
 */

/** A seeded generator, so a failure names values that come back on the next run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const next = random(20261125);
const integers = Array.from({ length: 400 }, (_, i) => Math.round(next() * 10 ** (i % 16)) * (i % 3 === 0 ? -1 : 1));
const decimals = Array.from({ length: 400 }, (_, i) => Number((next() * 10 ** (i % 9)).toFixed(i % 7)) * (i % 4 === 0 ? -1 : 1));
// Halves at every place rounding looks at, and values where binary and decimal disagree (1.005 is 1.00499… in binary).
const halves = [0.005, 0.015, 0.125, 0.135, 1.005, 1.115, 2.675, 28.571428, 99.995, 99.994, 9.95, 9.949, 0.5, 1.5, 2.5, -0.5, -2.675, -0.001];
const edges = [0, -0, 1, -1, 0.1 + 0.2, 2 ** 53 + 2, 1e21, 1e-7, 123456789.123, 0.0000012345678901234567, 999999.9999, NaN, Infinity, -Infinity];

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  it('writes every number as Intl.NumberFormat does (en-US, up to 20 decimals)', () => {
    for (const value of [...integers, ...decimals, ...halves, ...edges]) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
  it('writes BigInts as Intl does', () => {
    for (const value of [0n, 7n, -1234n, 10n ** 30n + 5n, -(10n ** 19n)]) expect(formatNumber(value)).toBe(intl.format(value));
  });
});

describe('formatPercent', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  it('rounds to two decimals as Intl does (half away from zero, on the shortest decimal)', () => {
    for (const value of [...integers, ...decimals, ...halves, ...edges]) expect(formatPercent(value), String(value)).toBe(`${intl.format(value)}%`);
  });
});

describe('formatBytes', () => {
  it('names sizes as Intl does with short units', () => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];
    const sizes = [0, 1, 999, 1000, 9949, 9950, 740_000, 16_549_999, 16_550_000, 999_500_000, 2.5e9, 1.2345e13, ...integers.filter((n) => n >= 0)];
    for (const bytes of sizes) {
      const exponent = Math.min(3, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
      const value = bytes / 1000 ** exponent;
      const expected = new Intl.NumberFormat('en', { style: 'unit', unit: units[exponent], unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
      expect(formatBytes(bytes), String(bytes)).toBe(expected);
    }
  });
});

describe('joinList and listSeparators', () => {
  const intl = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
  it('join and separate lists as Intl.ListFormat does in en-GB (no serial comma)', () => {
    for (let count = 0; count <= 7; count++) {
      const items = Array.from({ length: count }, (_, i) => `Item ${i + 1}`);
      expect(joinList(items)).toBe(intl.format(items));
      const literals = intl.formatToParts(items).filter((p) => p.type === 'literal').map((p) => p.value);
      expect(listSeparators(count)).toEqual(literals);
    }
  });
});

describe('without Intl formatters', () => {
  afterEach(() => vi.restoreAllMocks());
  it('formats plain numbers, percents, sizes and lists without creating one (the browser would load ICU data)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const listFormat = vi.spyOn(Intl, 'ListFormat');
    formatNumber(1234567.5);
    formatNumber(12n);
    formatPercent(28.571428);
    formatBytes(16_550_000);
    joinList(['Ogre Axe', 'Ogre Armor', 'Minos Trident']);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(listFormat).not.toHaveBeenCalled();
  });
});
