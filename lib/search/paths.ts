/** Where the built search index is served (app/search-index.json/route.ts writes it; the dialog fetches it on first open). */
export const SEARCH_INDEX_PATH = '/search-index.json';
