/** The built search files, all under /search/ (precached by glob): the names file and /search/shards/. */
export const SEARCH_DIR = '/search/';
export const NAMES_PATH = '/search/names.json';
export const SHARDS_DIR = '/search/shards/';
/** `base`: the language's prefix ("/es"): each language has its own index under /<language>/search/. */
export const shardPath = (file: string, base = '') => `${base}${SHARDS_DIR}${file}`;
export const namesPath = (base = '') => `${base}${NAMES_PATH}`;
