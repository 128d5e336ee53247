import { siteSearchFiles } from '@/lib/search/site-index';

/** /search/shards/<file>.json: the full-text shards of the search index (lib/search/files.ts), one file per term prefix or run of sections. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return [...(await siteSearchFiles()).shards.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const shard = (await siteSearchFiles()).shards.get((await params).file);
  if (!shard) return new Response('Not found', { status: 404 });
  return Response.json(shard);
}
