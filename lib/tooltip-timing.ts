/** Site-wide tooltip timing (spec): a tooltip opens after 700 ms of hover... */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** ...unless another tooltip closed less than 300 ms ago: moving from one trigger to the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** How long a hovered trigger waits before its tooltip opens, given when the last tooltip closed (ms clock). */
export function tooltipOpenDelay(now: number, lastClosedAt: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}
