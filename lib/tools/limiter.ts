import type { LimiterThreshold } from '../schemas/limiter';

/** Your EP as a percentage of the boss's EP. */
export function epSharePercent(playerEp: number, bossEp: number): number {
  if (!(bossEp > 0)) throw new RangeError('boss EP must be positive');
  return (playerEp / bossEp) * 100;
}

/** Which Limiter row a share falls under, read as content/limiter.json describes (`covers`). */
export type LimiterBracket =
  | { kind: 'row'; row: LimiterThreshold }
  /** Between the last at-or-below row and the first at-or-above row: the table has no row for it. */
  | { kind: 'gap'; below?: LimiterThreshold; above?: LimiterThreshold };

/**
 * At-or-below rows (lowest first) take the first row whose value is ≥ the share; at-or-above rows take the
 * highest row whose value is ≤ the share; anything else lies in the gap between them.
 */
export function limiterBracket(sharePercent: number, thresholds: readonly LimiterThreshold[]): LimiterBracket {
  const below = thresholds.filter((t) => t.covers === 'at-or-below');
  const above = thresholds.filter((t) => t.covers === 'at-or-above');
  const atOrBelow = below.find((t) => sharePercent <= t.percent);
  if (atOrBelow) return { kind: 'row', row: atOrBelow };
  const atOrAbove = [...above].reverse().find((t) => sharePercent >= t.percent);
  if (atOrAbove) return { kind: 'row', row: atOrAbove };
  return { kind: 'gap', below: below.at(-1), above: above[0] };
}
