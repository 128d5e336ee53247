import { formatDecimal } from '../model/format';

/** Byte sizes for the offline page alone, kept out of lib/model/format.ts so other pages carry no unused code. */

/** The byte units' short names, as Intl writes them (`unitDisplay: 'short'`). */
const BYTE_UNITS = ['byte', 'kB', 'MB', 'GB'];

/** A size for readers: "740 kB", "16.5 MB" (decimal units, as operating systems show storage). */
export function formatBytes(bytes: number): string {
  const exponent = Math.min(BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
  const value = bytes / 1000 ** exponent;
  return `${formatDecimal(value, value < 10 ? 1 : 0)} ${BYTE_UNITS[exponent]}`;
}
