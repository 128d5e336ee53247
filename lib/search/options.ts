import type { Options, SearchOptions } from 'minisearch';
import { foldDiacritics } from './fold';

/** One searchable unit: a wiki page's introduction or one of its sections, a guide section, a record page. */
export interface SearchDocument {
  id: number;
  /** Where the result leads, with #heading where there is one. */
  url: string;
  /** The page the unit belongs to (url without the hash); results show one entry per page. */
  page: string;
  /** What a reader sees as the kind, e.g. "Wiki page", "Guide", "Boss" (record kinds from lib/kinds.ts). */
  kind: string;
  /** Page title. */
  title: string;
  /** Heading of the section, when the unit is a section. */
  section?: string;
  /** Plain text of the unit, for matching and for the excerpt. */
  text: string;
}

export type SearchField = 'title' | 'section' | 'text';

/**
 * Words are runs of letters, digits, marks and underscores. Anything else splits, so
 * "max-tick-time=180000" gives max, tick, time, 180000 and "maxPlayersInDungeon" stays one word.
 */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}\p{M}_]+/u).filter(Boolean);
}

/** Lower case without diacritics, for the index and the query alike. */
export function processTerm(term: string): string | null {
  const folded = foldDiacritics(term);
  return folded || null;
}

/** Longer queries are cut here: no page needs more words, and the cost of a search grows with its length. */
export const MAX_QUERY_LENGTH = 200;

/** Words outside this length range are matched exactly: short ones would match too much, long ones cost too much. */
const FUZZY_WORD_LENGTH = { min: 4, max: 32 } as const;

/**
 * How queries run: every word must match, as a prefix ("bardich") or with one typo in five letters
 * ("serpant"), two at most; titles weigh most, then section headings.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, section: 2 },
  prefix: true,
  fuzzy: (term) => term.length >= FUZZY_WORD_LENGTH.min && term.length <= FUZZY_WORD_LENGTH.max && 0.2,
  maxFuzzy: 2,
  combineWith: 'AND',
};

/** MiniSearch options used both where the index is built and where it is loaded. */
export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'section', 'text'] satisfies SearchField[],
  storeFields: ['url', 'page', 'kind', 'title', 'section', 'text'],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};
