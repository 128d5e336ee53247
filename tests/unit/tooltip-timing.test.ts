import { describe, expect, it } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from '@/lib/tooltip-timing';

describe('tooltip timing (700 ms open delay, 300 ms skip delay)', () => {
  it.each([
    ['no tooltip has closed yet', 1_000, -Infinity, 700],
    ['another closed 100 ms ago', 1_000, 900, 0],
    ['another closed 299 ms ago', 1_000, 701, 0],
    ['another closed 300 ms ago', 1_000, 700, 700],
    ['another closed long ago', 10_000, 1_000, 700],
  ])('%s → %i ms', (_case, now, lastClosedAt, expected) => {
    expect(tooltipOpenDelay(now, lastClosedAt)).toBe(expected);
  });
  it('uses the spec values', () => {
    expect([TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });
});
