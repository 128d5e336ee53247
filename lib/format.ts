/*
 * The one place numbers, counts, lists and slugs become text, for pages, cards, previews, share images, search
 * and the tools alike (client and server: pure, no Node). Formatting happens in en-US at build time, so the HTML
 * and hydration always agree.
 */
import { slug as githubSlug } from 'github-slugger';
import type { Boss } from './schemas/boss';
import type { GearItem, GradedNumbers, GradeValue } from './schemas/gear';

/*
 * Numbers and lists are written out here rather than by Intl.NumberFormat and Intl.ListFormat. In Chromium the first
 * Intl formatter a page creates loads ICU's locale data: 150–350 ms of main thread at Lighthouse's 4× CPU slowdown
 * (measured), in the scripts of every list page, the wiki index and every tool. The output is Intl's, character for
 * character (en-US numbers, en-GB lists): tests/unit/format.test.ts compares the two over many values. Intl still
 * formats what the plain path does not cover (exponent notation, -0, more than 20 decimals), created on first need.
 */
const pluralRules = new Intl.PluralRules('en-US');
let intlNumbers: Intl.NumberFormat | undefined;

/** "-1234.5" → "-1,234.5": en-US groups the whole part's digits by three with commas. */
function groupDigits(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The shortest decimal that reads back as `value` ("0.5", "-1234.5"), or undefined where that is not plain digits. */
function plainDecimal(value: number): string | undefined {
  const text = String(value);
  return Number.isFinite(value) && !Object.is(value, -0) && !text.includes('e') ? text : undefined;
}

/**
 * `decimal` rounded to at most `digits` decimals, half away from zero, trailing zeros dropped, as Intl rounds the
 * shortest decimal of a number ("1.005" → "1.01", "99.995" → "100", "-0.001" → "-0").
 */
function roundDecimal(decimal: string, digits: number): string {
  const negative = decimal.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  let kept = `${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`;
  if ((fraction[digits] ?? '0') >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const cut = kept.length - digits;
  const rounded = `${kept.slice(0, cut).replace(/^0+(?=\d)/, '')}.${kept.slice(cut)}`.replace(/\.?0*$/, '');
  return negative ? `-${rounded}` : rounded;
}

/** "2,000", "1,000,000", "0.5" for a number or a BigInt. */
export function formatNumber(value: number | bigint): string {
  if (typeof value === 'bigint') return groupDigits(value.toString());
  const plain = plainDecimal(value);
  if (plain !== undefined && (plain.split('.')[1]?.length ?? 0) <= 20) return groupDigits(plain);
  intlNumbers ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  return intlNumbers.format(value);
}

/** `value` with at most `digits` decimals, grouped: "1,234.5", "28.57". */
function formatRounded(value: number, digits: number): string {
  const plain = plainDecimal(value);
  if (plain !== undefined) return groupDigits(roundDecimal(plain, digits));
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
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
  return `${formatRounded(value, 2)}%`;
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

/** Intl's short names of the byte units (`unitDisplay: 'short'`), which the test checks against Intl. */
export const BYTE_UNITS = { byte: 'byte', kilobyte: 'kB', megabyte: 'MB', gigabyte: 'GB' } as const;
const byteUnitNames = Object.values(BYTE_UNITS);

/** A size for readers: "740 kB", "16.5 MB" (decimal units, as operating systems show storage). */
export function formatBytes(bytes: number): string {
  const exponent = Math.min(byteUnitNames.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
  const value = bytes / 1000 ** exponent;
  return `${formatRounded(value, value < 10 ? 1 : 0)} ${byteUnitNames[exponent]}`;
}

/** Fills `{name}` placeholders of a sentence from content/ with values. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
