import { foldWithOrigin } from './fold';

/** A piece of text to show, marked when it is a matched word. Rendered as text nodes and <mark>, never as HTML. */
export interface Segment {
  text: string;
  mark: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

/** Start/end pairs (in `text`) of every whole word that folds to one of `terms`, in order, not overlapping. */
export function findTermRanges(text: string, terms: readonly string[]): [number, number][] {
  const wanted = [...new Set(terms.filter(Boolean))];
  if (wanted.length === 0 || !text) return [];
  const { folded, origin } = foldWithOrigin(text);
  const ranges: [number, number][] = [];
  for (const term of wanted) {
    let from = 0;
    for (let at = folded.indexOf(term, from); at !== -1; at = folded.indexOf(term, from)) {
      const end = at + term.length;
      from = end;
      if (at > 0 && WORD_CHAR.test(folded[at - 1]!)) continue;
      if (end < folded.length && WORD_CHAR.test(folded[end]!)) continue;
      ranges.push([origin[at]!, origin[end]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping matches, and matched words with only spaces between them ("Ultra Spear"), make one mark.
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && (range[0] <= last[1] || /^ +$/.test(text.slice(last[1], range[0])))) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Splits `text` into plain and marked segments around the given ranges (from findTermRanges). */
export function segmentsFor(text: string, ranges: readonly [number, number][], offset = 0): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    const s = start - offset;
    const e = end - offset;
    if (e <= 0 || s >= text.length) continue;
    const from = Math.max(s, cursor);
    if (from > cursor) segments.push({ text: text.slice(cursor, from), mark: false });
    const to = Math.min(e, text.length);
    if (to > from) segments.push({ text: text.slice(from, to), mark: true });
    cursor = Math.max(cursor, to);
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), mark: false });
  return segments;
}

/** The whole text with every matched word marked (for titles and headings). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return segmentsFor(text, findTermRanges(text, terms));
}

/** Characters shown before the first match and in all. */
const CONTEXT_BEFORE = 50;
const EXCERPT_LENGTH = 180;

/** A window of `text` around its first match, cut at word ends with "…", as segments (the start if none). */
export function excerpt(text: string, terms: readonly string[], length = EXCERPT_LENGTH): Segment[] {
  const ranges = findTermRanges(text, terms);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - CONTEXT_BEFORE);
  let end = Math.min(text.length, start + length);
  if (end - start < length) start = Math.max(0, end - length);
  // Move to word boundaries (a space) so no word is cut in half.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > Math.max(start, ranges[0]?.[1] ?? start) ? space : end;
  }
  const window = text.slice(start, end);
  const segments = segmentsFor(window, ranges, start);
  if (start > 0) segments.unshift({ text: '…', mark: false });
  if (end < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
