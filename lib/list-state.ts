import type { FilterState } from './filter';

/** How one list keeps its state in the URL: the search in ?q=, the facet in ?<param>=. */
export interface UrlStateConfig {
  /** Query parameter of the facet, e.g. "floor", "tag", "grade", "tags". */
  facetParam?: string;
  /** Multi-select facets store "a,b" in one parameter; single-select keep one value. */
  multi?: boolean;
  /** Allowed facet values; anything else in the URL is ignored. */
  allowed?: readonly string[];
}

/** Reads list state from a query string such as "?q=spider&floor=10". */
export function parseListState(search: string, config: UrlStateConfig): FilterState {
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  let selected: string[] = [];
  if (config.facetParam) {
    const raw = params.get(config.facetParam) ?? '';
    selected = raw
      .split(config.multi ? ',' : /(?!)/)
      .map((v) => v.trim())
      .filter(Boolean);
    if (!config.multi) selected = selected.slice(0, 1);
    if (config.allowed) selected = selected.filter((v) => config.allowed!.includes(v));
    selected = [...new Set(selected)];
  }
  return { query, selected };
}

/** Writes list state to a query string ("" when nothing is active), keeping unrelated parameters. */
export function serializeListState(state: FilterState, config: UrlStateConfig, existing = ''): string {
  const params = new URLSearchParams(existing);
  params.delete('q');
  if (config.facetParam) params.delete(config.facetParam);
  if (state.query.trim()) params.set('q', state.query);
  if (config.facetParam && state.selected.length > 0) {
    params.set(config.facetParam, config.multi ? state.selected.join(',') : state.selected[0]!);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
