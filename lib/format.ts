/*
 * The one place numbers, counts, lists and slugs become text, for pages, cards, previews, share images, search
 * and the tools alike (client and server: pure, no Node). Formatting happens in en-US at build time, so the HTML
 * and hydration always agree.
 */
import { slug as githubSlug } from 'github-slugger';
import type { Boss } from './schemas/boss';
import type { GearItem, GradedNumbers, GradeValue } from './schemas/gear';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
const pluralRules = new Intl.PluralRules('en-US');
// The site's prose writes lists without a serial comma ("A, B and C"), which is the en-GB list style.
const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "2,000", "1,000,000", "0.5" for a number or a BigInt. */
export function formatNumber(value: number | bigint): string {
  return numberFormat.format(value);
}

/** A count with the word in the form English uses for it: "1 Gold Coin", "100 Gold Coins", "2 trades per day". */
export function plural(count: number | bigint, forms: { one: string; other: string }): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}

/** The form English uses for `count`: `one` for 1, `other` for the rest. */
export function pluralForm<T>(count: number | bigint, forms: { one: T; other: T }): T {
  return pluralRules.select(Number(count)) === 'one' ? forms.one : forms.other;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** The separators joinList puts between n items (", ", " and "), for lists whose items are links. */
export function listSeparators(count: number): string[] {
  const parts = listFormat.formatToParts(Array.from({ length: count }, (_, i) => String(i)));
  return parts.filter((p) => p.type === 'literal').map((p) => p.value);
}

/** URL fragment of a heading text, the same as the MDX headings get (github-slugger): "Drop odds" → "drop-odds". */
export function slugify(text: string): string {
  return githubSlug(text);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "70,000–80,000" or "50,000". */
export function formatEp(ep: Boss['ep']): string {
  return ep.max && ep.max !== ep.min ? `${formatNumber(ep.min)}–${formatNumber(ep.max)}` : formatNumber(ep.min);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "5%", "28.57%". */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
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

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size for readers: "740 kB", "16.5 MB" (decimal units, as operating systems show storage). */
export function formatBytes(bytes: number): string {
  const exponent = Math.min(byteUnits.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
  const value = bytes / 1000 ** exponent;
  return new Intl.NumberFormat('en', { style: 'unit', unit: byteUnits[exponent], unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/** Fills `{name}` placeholders of a sentence from content/ with values. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
