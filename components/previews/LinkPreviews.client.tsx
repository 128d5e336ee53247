'use client';

import { useEffect } from 'react';

/** Loads the link-preview controller as its own chunk after hydration; `base`: the language prefix ("/es"). */
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
