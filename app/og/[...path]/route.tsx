import { ImageResponse } from 'next/og';
import { getContent } from '@/lib/content';
import { pageCardFor } from '@/lib/page-cards';
import { SHARE_IMAGE_SIZE } from '@/lib/page-metadata';
import { allPaths } from '@/lib/routes';
import { ogImageSegments, pagePathOfOgSegments } from '@/lib/share-paths';
import { backdropDataUri, pictureDataUri, ShareCard, shareCardFonts } from './share-card';

/**
 * /og/<page path>.png: one 1200×630 PNG share card per built route, drawn at build time with next/og.
 * A route handler rather than the opengraph-image file convention: under `output: 'export'` the convention writes
 * files named `opengraph-image` without an extension, which static hosts serve as application/octet-stream,
 * while chat apps and social sites want image/png. Here the export saves each response as out/og/….png.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allPaths(getContent().routes).map((pagePath) => ({ path: ogImageSegments(pagePath) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const content = getContent();
  const pagePath = pagePathOfOgSegments((await params).path);
  const card = pagePath && pageCardFor(pagePath, content);
  if (!card) return new Response('Not found', { status: 404 });
  const [fonts, logo, backdrop, picture] = await Promise.all([
    shareCardFonts(),
    pictureDataUri('/images/logo.svg'),
    backdropDataUri(),
    card.image ? pictureDataUri(card.image) : undefined,
  ]);
  const site = content.site;
  return new ImageResponse(<ShareCard card={card} siteName={site.name} logo={logo} picture={picture} backdrop={backdrop} />, {
    ...SHARE_IMAGE_SIZE,
    fonts,
  });
}
