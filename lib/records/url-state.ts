import type { FilterState } from './filter';

/** How a component keeps its state in the query string (used by components/ui/useUrlState.client.ts). */
export interface UrlStateCodec<S> {
  /** The query parameters this state owns; every other parameter in the URL is left alone. */
  params: readonly string[];
  /** Reads the state from a query string ("?a=1" or "a=1"); "" gives the default state. */
  parse: (search: string) => S;
  /** The state as a query string of its own parameters, without "?" ("" for the default state). */
  serialize: (state: S) => string;
  /** localStorage key of the last state, restored when the URL has none of the params (the tools); none: not remembered. */
  storageKey?: string;
}

/** The query string after writing a state: its own parameters replaced (in codec order), all others kept. "" or "?…". */
export function writeSearch<S>(codec: UrlStateCodec<S>, state: S, existing = ''): string {
  const params = new URLSearchParams(existing);
  for (const key of codec.params) params.delete(key);
  for (const [key, value] of new URLSearchParams(codec.serialize(state))) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when the query string carries at least one of the codec's parameters. */
export function hasOwnParams<S>(codec: UrlStateCodec<S>, search: string): boolean {
  const params = new URLSearchParams(search);
  return codec.params.some((key) => params.has(key));
}

/** How one list keeps its state in the URL: the search in ?q=, the facet in ?<facetParam>=. */
export interface ListUrlConfig {
  /** Query parameter of the facet, e.g. "floor", "tag", "grade", "tags". */
  facetParam?: string;
  /** Multi-select facets store "a,b" in one parameter; single-select keep one value. */
  multi?: boolean;
  /** Allowed facet values; anything else in the URL is ignored. */
  allowed?: readonly string[];
}

/** A list's search and facet selection as a codec. The query is kept as typed, so a half-typed search survives. */
export function listCodec(config: ListUrlConfig): UrlStateCodec<FilterState> {
  const { facetParam, multi = false, allowed } = config;
  return {
    params: facetParam ? ['q', facetParam] : ['q'],
    parse(search) {
      const params = new URLSearchParams(search);
      const query = params.get('q') ?? '';
      if (!facetParam) return { query, selected: [] };
      const raw = params.get(facetParam) ?? '';
      let selected = (multi ? raw.split(',') : [raw]).map((v) => v.trim()).filter(Boolean);
      if (!multi) selected = selected.slice(0, 1);
      if (allowed) selected = selected.filter((v) => allowed.includes(v));
      return { query, selected: [...new Set(selected)] };
    },
    serialize(state) {
      const params = new URLSearchParams();
      // Written as typed (even "  "): the search box shows the URL, so trimming here would eat a space being typed.
      if (state.query) params.set('q', state.query);
      if (facetParam && state.selected.length > 0) params.set(facetParam, multi ? state.selected.join(',') : state.selected[0]!);
      return params.toString();
    },
  };
}

/** A tool's raw inputs by parameter name; a missing key means "the default". Tools validate them when they render. */
export type QueryState<K extends string> = Partial<Record<K, string>>;

/** A codec of raw strings, so a half-typed value survives a reload; params written in the order given. */
export function queryCodec<K extends string>(params: readonly K[], storageKey?: string): UrlStateCodec<QueryState<K>> {
  return {
    params,
    storageKey,
    parse(search) {
      const query = new URLSearchParams(search);
      const state: QueryState<K> = {};
      for (const key of params) {
        const value = query.get(key);
        if (value !== null) state[key] = value;
      }
      return state;
    },
    serialize(state) {
      const query = new URLSearchParams();
      for (const key of params) {
        const value = state[key];
        if (value !== undefined) query.set(key, value);
      }
      return query.toString();
    },
  };
}
