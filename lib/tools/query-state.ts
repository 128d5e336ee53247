/** How one tool keeps its inputs in the URL (used by components/tools/useToolState.client.ts). */
export interface ToolStateCodec<S> {
  /** localStorage key of the last inputs, e.g. "tools:coins". */
  storageKey: string;
  /** Query parameters the tool reads; the saved inputs are used only when none of them is in the URL. */
  params: readonly string[];
  /** Reads the inputs from a query string ("?a=1" or "a=1"); "" gives the default view. */
  parse: (search: string) => S;
  /** The inputs as a query string without "?" ("" for the default view). */
  serialize: (state: S) => string;
}

/** A tool's raw inputs by parameter name; a missing key means "the default". Tools validate them when they render. */
export type QueryState<K extends string> = Partial<Record<K, string>>;

/**
 * A codec that keeps raw strings: what the URL says is what the inputs show, so a half-typed value survives a
 * reload and a copied link. Parameters are written in the order given; unknown ones are dropped.
 */
export function queryCodec<K extends string>(storageKey: string, params: readonly K[]): ToolStateCodec<QueryState<K>> {
  return {
    storageKey,
    params,
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

/** The tools' codecs: module-level constants, so the state hook's effect runs once. */
export const coinsCodec = queryCodec('tools:coins', ['amount', 'from'] as const);
export const plannerCodec = queryCodec('tools:boss-planner', ['boss', 'ep'] as const);
export const shrinesCodec = queryCodec('tools:shrines', ['completed'] as const);
export const gearCodec = queryCodec('tools:gear', ['grade', 'sort', 'dir', 'type', 'source', 'q', 'compare'] as const);
