import MiniSearch from 'minisearch';
import { getContent } from '@/lib/content';
import { contentFacts } from '@/lib/mdx/modules';
import { buildSearchDocuments } from '@/lib/search/documents';
import { MINISEARCH_OPTIONS } from '@/lib/search/options';

// Written to out/search-index.json by `next build`; served live by `next dev`, so search works there too.
export const dynamic = 'force-static';

/** The site-wide search index (MiniSearch), built from content/ and the compiled MDX pages' facts at build time and fetched on the first search. */
export async function GET() {
  const content = getContent();
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(buildSearchDocuments(content, await contentFacts(content)));
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
