/**
 * Where the build writes the files that describe a page to other programs: its share image (/og/…png) and,
 * for wiki and record pages, its link-preview data (/previews/…json). Page paths are the ones of
 * lib/records/routes.ts `allPaths` (no trailing slash, "/" for home). Pure, so route handlers, metadata and tests agree.
 */

/** Size of every share image (scripts/share-images.ts draws them after next build). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Share image of the home page; every other page's image mirrors its path. */
const HOME_IMAGE_NAME = 'home';

/** The path segments of a page's share image under /og/, e.g. "/wiki/dryad" → ["wiki", "dryad.png"]. */
export function ogImageSegments(pagePath: string): string[] {
  const parts = pagePath.split('/').filter(Boolean);
  if (parts.length === 0) return [`${HOME_IMAGE_NAME}.png`];
  return [...parts.slice(0, -1), `${parts.at(-1)}.png`];
}

/** The URL path of a page's 1200×630 PNG share image. */
export function ogImagePath(pagePath: string): string {
  return `/og/${ogImageSegments(pagePath).join('/')}`;
}

/** The page a share image belongs to (inverse of ogImageSegments), or undefined for a name that is not one. */
export function pagePathOfOgSegments(segments: readonly string[]): string | undefined {
  const last = segments.at(-1);
  if (!last?.endsWith('.png')) return undefined;
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  if (parts.length === 1 && parts[0] === HOME_IMAGE_NAME) return '/';
  return `/${parts.join('/')}`;
}

/** The preview data of /<prefix>/<slug> (a wiki page or a record page). Mirrored in components/previews/link-previews.ts. */
export function previewDataPath(prefix: string, slug: string): string {
  return `/previews/${prefix}/${slug}.json`;
}
