import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { chanceWithin, expectedKills, killsForChance, TARGET_CHANCES } from '@/lib/game/drops';

describe('killsForChance = ceil(log(1 - p) / log(1 - q))', () => {
  it.each([
    [0.5, 0.05, 14],
    [0.9, 0.05, 45],
    [0.99, 0.05, 90],
    [0.75, 0.5, 2], // log(0.25)/log(0.5) is exactly 2: no extra kill from rounding
    [0.5, 0.5, 1],
    [0.999, 0.1, 66],
    [0.5, 1, 1],
  ])('p=%s at q=%s → %s kills', (p, q, kills) => {
    expect(killsForChance(p, q)).toBe(kills);
  });

  it('is the smallest n with 1 - (1 - q)^n ≥ p', () => {
    for (const q of [0.01, 0.05, 0.2, 0.37]) {
      for (const p of TARGET_CHANCES) {
        const n = killsForChance(p, q);
        expect(chanceWithin(n, q)).toBeGreaterThanOrEqual(p - 1e-12);
        if (n > 1) expect(chanceWithin(n - 1, q)).toBeLessThan(p);
      }
    }
  });

  it('never drops at 0%', () => expect(killsForChance(0.5, 0)).toBe(Infinity));
  it('rejects chances outside 0–1', () => {
    expect(() => killsForChance(1, 0.05)).toThrow(RangeError);
    expect(() => killsForChance(0.5, 1.5)).toThrow(RangeError);
  });
});

describe('expectedKills = 1 / q', () => {
  it.each([
    [0.05, 20],
    [0.5, 2],
    [1, 1],
    [0, Infinity],
  ])('q=%s → %s', (q, kills) => expect(expectedKills(q)).toBe(kills));
});

const { bosses } = loadContent();

describe('the bosses in content/bosses.json', () => {
  it('give the 14/45/90 kills at their 5% drop chance', () => {
    for (const boss of bosses) {
      const q = boss.dropChancePercent / 100;
      expect(TARGET_CHANCES.map((p) => killsForChance(p, q))).toEqual(
        TARGET_CHANCES.map((p) => Math.ceil(Math.log(1 - p) / Math.log(1 - q) - 1e-9)),
      );
      if (boss.dropChancePercent === 5) expect(TARGET_CHANCES.map((p) => killsForChance(p, q))).toEqual([14, 45, 90]);
    }
  });
});
