import { ImageResponse } from 'next/og';
import type { PageCard } from '@/lib/page-cards';
import { SHARE_IMAGE_SIZE } from '@/lib/share-paths';
import { backdropDataUri, pictureDataUri, ShareCard, shareCardFonts } from './share-card';

/**
 * One page's 1200×630 PNG share card, drawn by next/og (satori lays out the card, resvg rasterises it): the same
 * ImageResponse a route handler returns, called from the build's share-image step (scripts/share-images.ts).
 * Fonts, logo and backdrop load once per thread; a record's picture once per file.
 */
export async function renderShareImage(card: PageCard, siteName: string): Promise<Buffer> {
  const [fonts, logo, backdrop, picture] = await Promise.all([
    shareCardFonts(),
    pictureDataUri('/images/logo.svg'),
    backdropDataUri(),
    card.image ? pictureDataUri(card.image) : undefined,
  ]);
  const response = new ImageResponse(<ShareCard card={card} siteName={siteName} logo={logo} picture={picture} backdrop={backdrop} />, {
    ...SHARE_IMAGE_SIZE,
    fonts,
  });
  return Buffer.from(await response.arrayBuffer());
}
