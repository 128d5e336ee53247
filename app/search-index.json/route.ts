import MiniSearch from 'minisearch';
import { getContent } from '@/lib/content';
import { buildSearchDocuments } from '@/lib/search/documents';
import { MINISEARCH_OPTIONS } from '@/lib/search/options';

// Written to out/search-index.json by `next build`; served live by `next dev`, so search works there too.
export const dynamic = 'force-static';

/** The site-wide search index (MiniSearch), built from content/ at build time and fetched on the first search. */
export function GET() {
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(buildSearchDocuments(getContent()));
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
