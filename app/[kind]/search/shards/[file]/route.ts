import { siteSearchFiles } from '@/lib/search/site-index';
import { languageParams } from '../../../language-routes';

/** /<language>/search/shards/<file>.json: the full-text shards of a language's index. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const languages = languageParams(0, []).map((p) => p.kind!);
  const perLanguage = await Promise.all(languages.map(async (kind) => [...(await siteSearchFiles(kind)).shards.keys()].map((file) => ({ kind, file }))));
  return perLanguage.flat();
}

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const shard = (await siteSearchFiles(kind)).shards.get(file);
  if (!shard) return new Response('Not found', { status: 404 });
  return Response.json(shard);
}
