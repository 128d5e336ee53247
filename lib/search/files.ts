/** The names file, searched in full, and term and text shards fetched only for a query's words and shown results. */

/** One page of the names file. Sections are numbered across the site in page order, each page's consecutively. */
export interface NamesPage {
  /** Page URL. */
  u: string;
  /** Title. */
  t: string;
  /** Kind, as an index into NamesFile.kinds. */
  k: number;
  /** The page's sections in order: 0 for its introduction, [heading id, heading text] for a heading; omitted: the introduction alone. */
  s?: (0 | [string, string])[];
  /** Aliases. */
  a?: string[];
  /** Tags, as indexes into NamesFile.tags. */
  g?: number[];
  /** The page this one belongs with (a record page: its wiki page), as an index into pages. */
  p?: number;
}

export interface NamesFile {
  kinds: string[];
  tags: string[];
  pages: NamesPage[];
  /** Number of sections. */
  sections: number;
  /** Keys of the term shards that exist (first two letters of their words). */
  terms: string[];
  /** First section of each text shard, ascending. */
  text: number[];
}

/** A term shard: for each word, its postings as [section id delta, count, section id delta, count, …]. */
export type TermShard = Record<string, number[]>;

/** A text shard: the text of consecutive sections, from the one NamesFile.text names. */
export type TextShard = string[];

/** Term shards hold the words that start with the same two letters (or a one-letter word alone). */
export const termShardKey = (term: string) => [...term].slice(0, 2).join('');

/** ASCII file names for any letters: each code point in base 36. */
export const termShardFile = (key: string) => `t-${[...key].map((c) => c.codePointAt(0)!.toString(36)).join('_')}.json`;

export const textShardFile = (index: number) => `x-${index}.json`;

/** The text shard that holds a section. */
export function textShardOf(starts: readonly number[], section: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= section) low = mid;
    else high = mid - 1;
  }
  return low;
}
