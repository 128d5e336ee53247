import type { LimiterThreshold } from '../schemas/limiter';

/** Your EP as a percentage of the boss's EP. */
export function epSharePercent(playerEp: number, bossEp: number): number {
  if (!(bossEp > 0)) throw new RangeError('boss EP must be positive');
  return (playerEp / bossEp) * 100;
}

/** Where EP lies among the Limiter cut-offs: whether a row applies at its cut-off is unknown, so none is picked. */
export type LimiterPosition =
  | { kind: 'below-all'; above: LimiterThreshold }
  | { kind: 'at'; row: LimiterThreshold }
  | { kind: 'between'; below: LimiterThreshold; above: LimiterThreshold }
  | { kind: 'above-all'; below: LimiterThreshold };

/** The cut-offs around a share of the boss's EP (rows lowest percent first). */
export function limiterPosition(sharePercent: number, thresholds: readonly LimiterThreshold[]): LimiterPosition {
  const at = thresholds.find((t) => t.percent === sharePercent);
  if (at) return { kind: 'at', row: at };
  const above = thresholds.find((t) => t.percent > sharePercent);
  const below = thresholds.findLast((t) => t.percent < sharePercent);
  if (!below) return { kind: 'below-all', above: above! };
  if (!above) return { kind: 'above-all', below };
  return { kind: 'between', below, above };
}

/** The rows whose cut-offs are nearest a position: the one or two rows that may apply. */
export function nearbyRows(position: LimiterPosition): LimiterThreshold[] {
  switch (position.kind) {
    case 'at':
      return [position.row];
    case 'between':
      return [position.below, position.above];
    case 'below-all':
      return [position.above];
    case 'above-all':
      return [position.below];
  }
}
