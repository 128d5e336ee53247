'use client';

import { useEffect } from 'react';

/**
 * Loads the link-preview controller as a separate chunk after hydration. `prefixes`: route prefixes with preview data
 * ("wiki bosses npcs …"); `base`: the language prefix ("/es") whose preview files it reads.
 */
export function LinkPreviews({ prefixes, base = '' }: { prefixes: string; base?: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./link-previews').then(({ startLinkPreviews }) => {
      if (!cancelled) stop = startLinkPreviews(prefixes.split(' '), base);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [prefixes, base]);
  return null;
}
