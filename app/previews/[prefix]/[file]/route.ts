import { getContent } from '@/lib/content';
import { previewsOf } from '@/lib/site/previews';

/** /previews/<prefix>/<slug>.json: the link-preview card of every wiki and record page, written at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...previewsOf(getContent()).keys()].map((file) => {
    const [, , prefix, name] = file.split('/') as [string, string, string, string];
    return { prefix, file: name };
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ prefix: string; file: string }> }) {
  const { prefix, file } = await params;
  const preview = previewsOf(getContent()).get(`/previews/${prefix}/${file}`);
  if (!preview) return new Response('Not found', { status: 404 });
  return Response.json(preview);
}
