/** Drop odds: independent kills with chance q, so P(at least one in n) = 1 - (1 - q)^n. */

/** The chances of at least one drop the planner shows kills for (a tool setting, not a game value). */
export const TARGET_CHANCES = [0.5, 0.9, 0.99] as const;

/** Fewest kills to reach `target`: ceil(log(1 - target) / log(1 - chance)); Infinity when it never drops. */
export function killsForChance(target: number, chance: number): number {
  if (!(target > 0 && target < 1)) throw new RangeError('target must be between 0 and 1');
  if (!(chance >= 0 && chance <= 1)) throw new RangeError('chance must be between 0 and 1');
  if (chance === 0) return Infinity;
  if (chance === 1) return 1;
  const kills = Math.log(1 - target) / Math.log(1 - chance);
  // A ratio that is a whole number in exact arithmetic can land a hair above it in floating point.
  return Math.max(1, Math.ceil(kills - 1e-9));
}

/** Chance of at least one drop in `kills` kills. */
export function chanceWithin(kills: number, chance: number): number {
  return 1 - (1 - chance) ** kills;
}

/** Expected kills until the first drop: 1 / chance (mean of a geometric distribution). */
export function expectedKills(chance: number): number {
  if (!(chance >= 0 && chance <= 1)) throw new RangeError('chance must be between 0 and 1');
  return chance === 0 ? Infinity : 1 / chance;
}
