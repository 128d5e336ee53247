import { listCodec, writeSearch } from '../records/url-state';
import { MAX_QUERY_LENGTH, termsOf } from './options';

/** Words a question carries that no page is about ("how do i get to floor 50" searches "floor 50"). */
const STOP_WORDS = new Set(
  'a an and are at be by can do does for from get go how i in is it me my of on or the to what whats when where which who why with you'.split(' '),
);

/** More words than this are ignored: no page needs them, and each costs a shard. */
const MAX_TERMS = 8;

/** The folded words of a query, without question words when other words remain, each once. */
export function queryTerms(query: string): string[] {
  const terms = [...new Set(termsOf(query.slice(0, MAX_QUERY_LENGTH)))];
  const meaningful = terms.filter((t) => !STOP_WORDS.has(t));
  return (meaningful.length ? meaningful : terms).slice(0, MAX_TERMS);
}

/** A word and its singular forms, so "bosses", "abilities" and "drops" find "boss", "ability" and "drop". */
export function wordForms(term: string): string[] {
  const forms = [term];
  if (term.length < 4 || !term.endsWith('s') || term.endsWith('ss')) return forms;
  if (term.endsWith('ies')) forms.push(`${term.slice(0, -3)}y`);
  else if (/(?:ch|sh|x|ss|s)es$/.test(term)) forms.push(term.slice(0, -2));
  forms.push(term.slice(0, -1));
  return forms;
}

/** How many of a query's words a result must contain: all of one or two, at least two thirds of more (a question). */
export const requiredMatches = (terms: number) => (terms <= 2 ? terms : Math.ceil((terms * 2) / 3));

/** The wiki index filtered by a query (it reads ?q= like every list, lib/records/url-state.ts), for a search that found nothing. */
export const wikiIndexFilterHref = (query: string) => `/wiki/${writeSearch(listCodec({}), { query: query.trim(), selected: [] })}`;
