import { getContent } from '@/lib/content';
import { previewsOf } from '@/lib/site/previews';
import { languageParams } from '../../../language-routes';

/** /<language>/previews/<prefix>/<slug>.json: link-preview cards in a language (English's: app/previews/). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return languageParams(0, []).flatMap(({ kind }) =>
    [...previewsOf(getContent(kind)).keys()].map((file) => {
      const [, , prefix, name] = file.split('/') as [string, string, string, string];
      return { kind, prefix, file: name };
    }),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; prefix: string; file: string }> }) {
  const { kind, prefix, file } = await params;
  const preview = previewsOf(getContent(kind)).get(`/previews/${prefix}/${file}`);
  if (!preview) return new Response('Not found', { status: 404 });
  return Response.json(preview);
}
