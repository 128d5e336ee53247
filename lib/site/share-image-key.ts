import { createHash } from 'node:crypto';
import type { PageCard } from './page-cards';

/**
 * The cache key of a share image: a hash of everything its pixels depend on. The card's words and stats, the
 * site's name, the digest of its picture file, and the renderer's fingerprint (the card component, the theme,
 * fonts, logo, backdrop art, satori's and sharp's versions), so a changed page, picture or card design draws afresh and
 * everything else is reused. The page's path is not part of it: it is not drawn.
 */
export function shareImageKey(card: PageCard, siteName: string, pictureDigest: string | undefined, rendererFingerprint: string): string {
  const drawn = { title: card.title, label: card.label, description: card.description, stats: card.stats, siteName, pictureDigest };
  return createHash('sha256').update(rendererFingerprint).update('\0').update(JSON.stringify(drawn)).digest('hex').slice(0, 32);
}

/** A digest of some files' bytes (in the order given), for fingerprints. */
export function digestOf(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}
