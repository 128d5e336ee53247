import { getContent } from '@/lib/content';
import { OPEN_DATASETS, datasetDocument, datasetJsonSchema, openDataFileNames } from '@/lib/records/open-data';

/** /data/<kind>.json and /data/<kind>.schema.json (lib/records/open-data.ts), written once per file at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return openDataFileNames().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const content = getContent();
  for (const { name } of OPEN_DATASETS) {
    if (file === `${name}.json`) return json(datasetDocument(name, content, content.site.baseUrl));
    if (file === `${name}.schema.json`) return json(datasetJsonSchema(name, content, content.site.baseUrl));
  }
  return new Response('Not found', { status: 404 });
}

// Indented: people read these files too.
const json = (data: unknown) => new Response(`${JSON.stringify(data, null, 2)}\n`, { headers: { 'content-type': 'application/json' } });
