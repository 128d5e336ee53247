import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { formatNumber } from '@/lib/model/format';
import { limiterRows } from '@/lib/records/facts';
import { epSharePercent, limiterPosition, nearbyRows } from '@/lib/game/limiter';

const { limiter, bosses } = loadContent();
const rows = limiter.thresholds;

describe('the Limiter record', () => {
  it('holds rows in increasing order and names existing floor-50 bosses', () => {
    expect(rows.map((r) => r.percent)).toEqual([...rows.map((r) => r.percent)].sort((a, b) => a - b));
    for (const slug of limiter.bosses) expect(bosses.find((b) => b.slug === slug)?.floor).toBe(50);
  });
  it('prints each cut-off in EP: percent × the Limiter bosses’ EP', () => {
    const limiterBosses = bosses.filter((b) => limiter.bosses.includes(b.slug));
    const printed = limiterRows(limiter, bosses);
    rows.forEach((row, i) => {
      for (const boss of limiterBosses) expect(printed[i]!.cutoff).toContain(`${formatNumber(Math.round((row.percent / 100) * boss.ep.min))} EP`);
    });
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

describe('limiterPosition: where a share lies among the cut-offs, never which row applies', () => {
  it('at a cut-off, between two, below the lowest, above the highest', () => {
    rows.forEach((row, i) => {
      expect(limiterPosition(row.percent, rows)).toEqual({ kind: 'at', row });
      const next = rows[i + 1];
      if (next) {
        const between = limiterPosition((row.percent + next.percent) / 2, rows);
        expect(between).toEqual({ kind: 'between', below: row, above: next });
        expect(nearbyRows(between)).toEqual([row, next]);
      }
    });
    expect(limiterPosition(rows[0]!.percent / 2, rows)).toEqual({ kind: 'below-all', above: rows[0] });
    expect(limiterPosition(rows.at(-1)!.percent * 2, rows)).toEqual({ kind: 'above-all', below: rows.at(-1) });
  });
});
