/**
 * Where the built search files are served. Everything lives under /search/ (the offline cache precaches it by glob):
 * the names file, fetched on the first search, and the full-text shards under /search/shards/, fetched per query term.
 */
export const SEARCH_DIR = '/search/';
export const NAMES_PATH = '/search/names.json';
export const SHARDS_DIR = '/search/shards/';
/** `base`: the language's prefix ("/es"): each language has its own index under /<language>/search/. */
export const shardPath = (file: string, base = '') => `${base}${SHARDS_DIR}${file}`;
export const namesPath = (base = '') => `${base}${NAMES_PATH}`;
