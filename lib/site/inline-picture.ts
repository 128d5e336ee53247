import fs from 'node:fs';
import path from 'node:path';
import svgToMiniDataUri from 'mini-svg-data-uri';

const uris = new Map<string, string>();

/**
 * A picture of public/ (an SVG path such as "/images/bosses/mezul.svg") as a data: URI, read once per process.
 * The first picture of a record page or a list goes into the HTML this way: a phone on a slow network paid a whole
 * round trip for it even with a preload from the <head> (about 500 ms after the text under Lighthouse's mobile
 * throttling), and the pictures are small (2 KB gzipped). URL-encoded, not base64, so it stays as small as the file
 * gzipped (the share cards' renderer takes base64: scripts/share/share-card.tsx). Spaces encoded too (`toSrcset`):
 * browsers forgive a raw space in a URL, HTML validators do not. A raster picture (.png, .jpg…) keeps its own file:
 * it can weigh far more than the text it would delay.
 */
export function inlinePictureSrc(src: string): string {
  if (!src.endsWith('.svg')) return src;
  let uri = uris.get(src);
  if (uri === undefined) {
    uri = svgToMiniDataUri.toSrcset(fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8').trim());
    uris.set(src, uri);
  }
  return uri;
}
