import { createSearch, type SearchResults } from './engine';
import type { NamesFile } from './files';
import { shardPath } from './paths';

export interface SearchEngine {
  search: (query: string) => Promise<SearchResults>;
}

/** The index could not be fetched: `status` is the HTTP status (404 when the site was not built with it). */
export class SearchIndexUnavailable extends Error {
  constructor(readonly status: number) {
    super(`search index unavailable (HTTP ${status})`);
  }
}

export async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path);
  if (!response.ok) throw new SearchIndexUnavailable(response.status);
  return response.json();
}

/** The search on this thread: for small sites, where starting a worker costs more than it saves. */
export const searchHere = (names: NamesFile, base = ''): SearchEngine => ({ search: createSearch(names, (file) => fetchJson(shardPath(file, base))) });
