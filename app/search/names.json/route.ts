import { siteSearchFiles } from '@/lib/search/site-index';

// Written to out/search/names.json by `next build`; served live by `next dev`, so search works there too.
export const dynamic = 'force-static';

/** The first tier of the search index (lib/search/files.ts): names, headings, tags and kinds, fetched on the first search. */
export async function GET() {
  return Response.json((await siteSearchFiles()).names);
}
