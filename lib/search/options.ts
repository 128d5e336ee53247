import { foldDiacritics } from './fold';

/** One searchable unit: a wiki page's introduction or one of its sections, a guide section, a record page. */
export interface SearchDocument {
  id: number;
  /** Where the result leads, with #heading where there is one. */
  url: string;
  /** The page the unit belongs to (url without the hash); results show one entry per page. */
  page: string;
  /** What a reader sees as the kind, e.g. "Wiki page", "Guide", "Boss" (record kinds from lib/records/kinds.ts). */
  kind: string;
  /** Page title. */
  title: string;
  /** Heading of the section, when the unit is a section. */
  section?: string;
  /** Plain text of the unit, for matching and for the excerpt. */
  text: string;
  /** Other names of the page (first unit of a page only): a wiki page's card heading, the records it covers. */
  aliases?: string[];
  /** The page's tags (first unit of a page only). */
  tags?: string[];
  /** The wiki page a record page belongs with (a wiki page: itself), so the two are shown together. */
  group?: string;
}

/** Words are runs of letters, digits, marks and underscores: "max-tick-time" splits, "maxPlayersInDungeon" does not. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}\p{M}_]+/u).filter(Boolean);
}

/** Lower case without diacritics, for the index and the query alike. */
export function processTerm(term: string): string | null {
  const folded = foldDiacritics(term);
  return folded || null;
}

/** The folded words of a text, as the index stores them. */
export const termsOf = (text: string): string[] => tokenize(text).flatMap((word) => processTerm(word) ?? []);

/** Longer queries are cut here: no page needs more words, and the cost of a search grows with its length. */
export const MAX_QUERY_LENGTH = 200;

/** Words outside this length range are matched exactly: short ones would match too much, long ones cost too much. */
const FUZZY_WORD_LENGTH = { min: 4, max: 32 } as const;

/** Typos allowed in a query word: one in a short word (4–7 letters), two in a long one. */
export function maxTypos(term: string): number {
  if (term.length < FUZZY_WORD_LENGTH.min || term.length > FUZZY_WORD_LENGTH.max) return 0;
  return term.length < 8 ? 1 : 2;
}

/** How much a match in each part of a page counts: the name most, then headings, then the text. */
export const FIELD_WEIGHT = { title: 6, alias: 5, section: 3, tag: 1.5, kind: 1, text: 1 } as const;
