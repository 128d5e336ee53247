import MiniSearch from 'minisearch';
import { toHits, type MatchedDocument, type SearchHit } from './hits';
import { MAX_QUERY_LENGTH, MINISEARCH_OPTIONS, type SearchDocument } from './options';
import { SEARCH_INDEX_PATH } from './paths';

/** How many result lines the dialog shows. */
export const RESULT_LIMIT = 10;

export interface SearchEngine {
  search: (query: string) => SearchHit[];
}

/** The index could not be fetched: `status` is the HTTP status (404 when the site was not built with it). */
export class SearchIndexUnavailable extends Error {
  constructor(readonly status: number) {
    super(`search index unavailable (HTTP ${status})`);
  }
}

let loading: Promise<SearchEngine> | undefined;

/** Fetches and loads the index once per page session; a failed fetch can be retried. */
export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= (async () => {
    const response = await fetch(SEARCH_INDEX_PATH);
    if (!response.ok) throw new SearchIndexUnavailable(response.status);
    const index = MiniSearch.loadJSON<SearchDocument>(await response.text(), MINISEARCH_OPTIONS);
    return {
      search: (query: string) => {
        const text = query.slice(0, MAX_QUERY_LENGTH);
        if (!text.trim()) return [];
        return toHits(index.search(text) as unknown as MatchedDocument[], RESULT_LIMIT);
      },
    };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
