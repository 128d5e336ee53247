import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { epSharePercent, limiterBracket } from '@/lib/tools/limiter';

const { limiter, bosses } = loadContent();
const rows = limiter.thresholds;
const below = rows.filter((r) => r.covers === 'at-or-below');
const above = rows.filter((r) => r.covers === 'at-or-above');
const percentOf = (share: number) => {
  const bracket = limiterBracket(share, rows);
  return bracket.kind === 'row' ? bracket.row.percent : 'gap';
};

describe('the Limiter record', () => {
  it('holds the 10/25/50/100% rows and names existing floor-50 bosses', () => {
    expect(rows.map((r) => r.percent)).toEqual([10, 25, 50, 100]);
    for (const slug of limiter.bosses) expect(bosses.find((b) => b.slug === slug)?.floor).toBe(50);
  });
});

describe('epSharePercent', () => {
  it.each([
    [13000, 130000, 10],
    [65000, 130000, 50],
    [130000, 130000, 100],
    [260000, 130000, 200],
    [0, 130000, 0],
  ])('%s of %s is %s%%', (ep, boss, share) => expect(epSharePercent(ep, boss)).toBeCloseTo(share, 10));
  it('needs a positive boss EP', () => expect(() => epSharePercent(1, 0)).toThrow(RangeError));
});

describe('limiterBracket at the edges of every row', () => {
  it('an at-or-below row covers its own value and everything down to the row before it', () => {
    below.forEach((row, i) => {
      const previous = below[i - 1]?.percent ?? 0;
      expect(percentOf(row.percent)).toBe(row.percent);
      expect(percentOf(previous + 1e-9)).toBe(row.percent);
      expect(percentOf(row.percent + 1e-9)).not.toBe(row.percent);
    });
    expect(percentOf(0)).toBe(below[0]!.percent);
  });
  it('an at-or-above row covers its own value and everything above it', () => {
    for (const row of above) {
      expect(percentOf(row.percent)).toBe(row.percent);
      expect(percentOf(row.percent * 10)).toBe(row.percent);
      expect(percentOf(row.percent - 1e-9)).not.toBe(row.percent);
    }
  });
  it('between the last at-or-below and the first at-or-above row there is no row', () => {
    const gapFrom = below.at(-1)!.percent;
    const gapTo = above[0]!.percent;
    const bracket = limiterBracket((gapFrom + gapTo) / 2, rows);
    expect(bracket).toEqual({ kind: 'gap', below: below.at(-1), above: above[0] });
  });
  it.each([
    [5, 10],
    [10, 10],
    [10.5, 25],
    [25, 25],
    [49.99, 50],
    [50, 50],
    [75, 'gap'],
    [99.99, 'gap'],
    [100, 100],
    [150, 100],
  ])('a share of %s%% → %s', (share, expected) => expect(percentOf(share)).toBe(expected));
});
