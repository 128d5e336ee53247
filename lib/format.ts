import type { Boss } from './schemas/boss';
import type { GearItem, GradedNumbers, GradeValue } from './schemas/gear';

// Formatting happens at build time on the server, so the HTML and hydration always agree.
const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "70,000–80,000" or "50,000". */
export function formatEp(ep: Boss['ep']): string {
  return ep.max && ep.max !== ep.min ? `${formatNumber(ep.min)}–${formatNumber(ep.max)}` : formatNumber(ep.min);
}

export function formatPriceUsd(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** "+2", "-0.75". */
export function formatSigned(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function formatGradeValue(value: GradeValue | undefined): string {
  if (value === undefined || value === 'unknown') return '?';
  return String(value);
}

/** "33 / 46 / 70" in the item's grade order, or the printed list with a note marker. */
export function formatGraded(value: GradedNumbers, grades: GearItem['grades']): string {
  if ('unassigned' in value && Array.isArray(value.unassigned)) return (value.unassigned as number[]).join(' / ');
  const map = value as Partial<Record<string, GradeValue>>;
  return grades.map((g) => formatGradeValue(map[g])).join(' / ');
}
