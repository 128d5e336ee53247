import { createHash } from 'node:crypto';
import type { PageCard } from './page-cards';

/** A share image's cache key: a hash of everything its pixels depend on (not the page path, which is not drawn). */
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
