'use client';

import { useEffect } from 'react';

/**
 * Link previews (components/previews/link-previews.ts): this island renders nothing and, once the page has
 * hydrated, loads the controller as a separate chunk, so pages pay for previews only after they are interactive.
 * `prefixes`: space-separated route prefixes that have preview data ("wiki bosses npcs …"); `base`: the page's
 * language prefix ("/es"), whose own preview files (/es/previews/…) it reads.
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
