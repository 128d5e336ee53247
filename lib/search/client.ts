import type { SearchResults } from './engine';
import type { NamesFile } from './files';
import { searchHere, SearchIndexUnavailable, type SearchEngine } from './local';
import { namesPath } from './paths';
import { WORKER_THRESHOLD_CHARS } from './worker-threshold';

export { SearchIndexUnavailable, type SearchEngine };

/** Each query's time as a User Timing measure, for the bench (scripts/bench-search-scale.mjs). */
function measured(engine: SearchEngine): SearchEngine {
  return {
    search: async (query) => {
      const results = await engine.search(query);
      performance.measure('search-query', { start: performance.now() - results.ms, duration: results.ms });
      return results;
    },
  };
}

function searchInWorker(namesText: string, base: string): SearchEngine {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url));
  const pending = new Map<number, { resolve: (r: SearchResults) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.onmessage = ({ data }: MessageEvent<{ id: number; results?: SearchResults; error?: string }>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.results) request?.resolve(data.results);
    else request?.reject(new Error(data.error));
  };
  worker.postMessage({ names: namesText, base });
  return {
    search: (query) =>
      new Promise((resolve, reject) => {
        next += 1;
        pending.set(next, { resolve, reject });
        worker.postMessage({ id: next, query });
      }),
  };
}

let loading: Promise<SearchEngine> | undefined;

/** Fetches the names file once per session and starts the search (retryable); `base` picks the language's index. */
export function loadSearchEngine(base = ''): Promise<SearchEngine> {
  loading ??= (async () => {
    const response = await fetch(namesPath(base));
    if (!response.ok) throw new SearchIndexUnavailable(response.status);
    const text = await response.text();
    return measured(text.length > WORKER_THRESHOLD_CHARS && typeof Worker !== 'undefined' ? searchInWorker(text, base) : searchHere(JSON.parse(text) as NamesFile, base));
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
