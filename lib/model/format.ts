/** The one place numbers, counts, lists and slugs become text, in en-US at build time so HTML and hydration agree. */
import { slug as githubSlug } from 'github-slugger';
import type { Boss } from '../schemas/boss';
import type { GearItem, GradedNumbers, GradeValue } from '../schemas/gear';
import { decodeNumberStyle, ENGLISH_NUMBERS, type NumberStyle } from '../i18n/number-style';

/**
 * Written out rather than by Intl: Chromium's first Intl formatter loads ICU data, 150–350 ms of main thread at 4×
 * CPU slowdown on list, wiki index and tool pages. Output matches Intl's (tests/unit/format.test.ts).
 */
const pluralRules = new Intl.PluralRules('en-US');

/** How the page's language writes numbers (English by default; lib/i18n/number-style.ts sets a translated page's). */
let numberStyle: () => NumberStyle = () => ENGLISH_NUMBERS;
export function setNumberStyleSource(source: () => NumberStyle) {
  numberStyle = source;
}

/** Sets an island's number style from `encoded` (pageNumbers); called first in its render, so both sides agree. */
export function writeNumbersAs(encoded: string | undefined) {
  const style = decodeNumberStyle(encoded);
  numberStyle = () => style;
}

/** Runs `write` synchronously with numbers in `style`, then restores the source (e.g. a language's search index). */
export function withNumberStyle<T>(style: NumberStyle, write: () => T): T {
  const source = numberStyle;
  numberStyle = () => style;
  try {
    return write();
  } finally {
    numberStyle = source;
  }
}

/** `value` as `Intl.NumberFormat('en-US', { maximumFractionDigits: digits })` writes it (half away from zero). */
export function formatDecimal(value: number | bigint, digits: number): string {
  const plain = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!plain || Object.is(value, -0)) return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
  const [, sign, whole = '', fraction = ''] = plain;
  let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') kept += 1n;
  const all = kept.toString().padStart(digits + 1, '0');
  const decimals = all.slice(all.length - digits).replace(/0+$/, '');
  const style = numberStyle();
  const integer = all.slice(0, all.length - digits);
  const grouped = integer.length < 4 + style.minimumGroupingDigits - 1 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, style.group);
  return `${sign}${grouped}${decimals && `${style.decimal}${decimals}`}`;
}

/** "2,000", "1,000,000", "0.5" for a number or a BigInt. */
export function formatNumber(value: number | bigint): string {
  return formatDecimal(value, 20);
}

/** A count with the word in the form English uses for it: "1 Gold Coin", "100 Gold Coins", "2 trades per day". */
export function plural(count: number | bigint, forms: { one: string; other: string }): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}

/** The form English uses for `count`: `one` for 1, `other` for the rest. */
export function pluralForm<T>(count: number | bigint, forms: { one: T; other: T }): T {
  return pluralRules.select(Number(count)) === 'one' ? forms.one : forms.other;
}

/** "A", "A and B", "A, B and C": the site's prose writes lists without a serial comma (en-GB's list style). */
export function joinList(items: readonly string[]): string {
  const separators = listSeparators(items.length);
  return items.map((item, i) => (i === 0 ? item : `${separators[i - 1]}${item}`)).join('');
}

/** The separators joinList puts between n items (", ", " and "), for lists whose items are links. */
export function listSeparators(count: number): string[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => (i === count - 2 ? ' and ' : ', '));
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

/** "5%", "28.57%". */
export function formatPercent(value: number): string {
  return `${formatDecimal(value, 2)}%`;
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

/** Fills `{name}` placeholders of a sentence from content/ with values. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
