import { excerpt, highlight, type Segment } from './highlight';
import type { SearchDocument } from './options';

/** A matched unit as the search library returns it: its stored fields and the indexed words it matched. */
export type MatchedDocument = Omit<SearchDocument, 'id'> & { terms: string[] };

/** One line of the results list. */
export interface SearchHit {
  url: string;
  kind: string;
  title: Segment[];
  section?: Segment[];
  excerpt: Segment[];
}

/** One result per page (its best section), in the library's order, with matched words marked. */
export function toHits(matches: readonly MatchedDocument[], limit: number): SearchHit[] {
  const hits: SearchHit[] = [];
  const pages = new Set<string>();
  for (const match of matches) {
    if (pages.has(match.page)) continue;
    pages.add(match.page);
    hits.push({
      url: match.url,
      kind: match.kind,
      title: highlight(match.title, match.terms),
      ...(match.section ? { section: highlight(match.section, match.terms) } : {}),
      excerpt: excerpt(match.text, match.terms),
    });
    if (hits.length === limit) break;
  }
  return hits;
}
