import { siteSearchFiles } from '@/lib/search/site-index';
import { languageParams } from '../../language-routes';

// /<language>/search/names.json: a language's own index (app/search/names.json/route.ts is English's).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => languageParams(0, []);

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  return Response.json((await siteSearchFiles((await params).kind)).names);
}
