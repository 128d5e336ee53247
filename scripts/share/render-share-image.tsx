import satori from 'satori';
import sharp, { type OutputInfo } from 'sharp';
import type { PageCard } from '@/lib/site/page-cards';
import { SHARE_IMAGE_SIZE } from '@/lib/site/share-paths';
import { pictureDataUri, SHARE_CARD_PICTURE, SHARE_CARD_PICTURE_RADIUS, ShareCard, ShareCardBackground, shareCardFonts } from './share-card';

/**
 * A page's share card: satori lays it out, sharp rasterises. The background of a kind is drawn once per thread and
 * kept as pixels (114 → 46 ms per card without a picture, 98 → 77 ms with one).
 */

// libvips keeps recent operations to reuse their results; every card here is new, so the cache would only hold memory.
sharp.cache(false);

const rasters = new Map<string, Promise<string>>();

/**
 * A public/ picture drawn once at its card size with rounded corners, as a PNG data URI (librsvg redrawing it and
 * masking the whole card were most of a picture card's time).
 */
function rasterDataUri(publicPath: string, width: number, height: number, radius: number): Promise<string> {
  const key = `${publicPath} ${width}×${height} ${radius}`;
  let uri = rasters.get(key);
  if (!uri) {
    uri = pictureDataUri(publicPath).then(async (dataUri) => {
      const corners = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}"/></svg>`);
      const source = Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64');
      const png = await sharp(source, { density: 144 })
        .resize(width, height, { fit: 'fill' })
        .composite([{ input: corners, blend: 'dest-in' }])
        .png()
        .toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    });
    rasters.set(key, uri);
  }
  return uri;
}

const backgrounds = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();

/** The background's pixels: with the hero art for cards without a picture, plain for those with one. */
function background(withBackdrop: boolean, siteName: string) {
  const key = `${withBackdrop ? 'backdrop' : 'plain'} ${siteName}`;
  let pixels = backgrounds.get(key);
  if (!pixels) {
    pixels = (async () => {
      const [backdrop, logo, fonts] = await Promise.all([
        withBackdrop ? pictureDataUri('/images/hero.svg') : undefined,
        pictureDataUri('/images/logo.svg'),
        shareCardFonts(),
      ]);
      const svg = await satori(<ShareCardBackground backdrop={backdrop} logo={logo} siteName={siteName} />, { ...SHARE_IMAGE_SIZE, fonts });
      return sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    })();
    backgrounds.set(key, pixels);
  }
  return pixels;
}

export async function renderShareImage(card: PageCard, siteName: string): Promise<Buffer> {
  const [fonts, picture] = await Promise.all([
    shareCardFonts(),
    card.image ? rasterDataUri(card.image, SHARE_CARD_PICTURE.width, SHARE_CARD_PICTURE.height, SHARE_CARD_PICTURE_RADIUS) : undefined,
  ]);
  const [ground, layer] = await Promise.all([
    background(!picture, siteName),
    satori(<ShareCard card={card} picture={picture} />, { ...SHARE_IMAGE_SIZE, fonts }),
  ]);
  return sharp(ground.data, { raw: ground.info }).composite([{ input: Buffer.from(layer) }]).png().toBuffer();
}
