/** Where the build writes a page's share image (/og/…png) and preview data (/previews/…json), from `allPaths` paths. */

/** Size of every share image (scripts/share-images.ts draws them after next build). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Share image of the home page; every other page's image mirrors its path. */
const HOME_IMAGE_NAME = 'home';

/** The URL path of a page's 1200×630 PNG share image, e.g. "/wiki/dryad" → "/og/wiki/dryad.png". */
export function ogImagePath(pagePath: string): string {
  return `/og/${pagePath === '/' ? HOME_IMAGE_NAME : pagePath.slice(1)}.png`;
}

/** The preview data of /<prefix>/<slug> (a wiki page or a record page). Mirrored in components/previews/link-previews.ts. */
export function previewDataPath(prefix: string, slug: string): string {
  return `/previews/${prefix}/${slug}.json`;
}
