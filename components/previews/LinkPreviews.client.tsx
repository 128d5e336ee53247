'use client';

import { useEffect } from 'react';

/**
 * Loads the link-preview controller as its own chunk (1.8 KiB gzipped) when a mouse first comes over a link or the
 * keyboard first focuses one, not as the page hydrates: touch never previews, so a phone never downloads it, and it
 * stays off the slow first load. Once it runs, the link then focused or hovered is announced to it.
 * `base`: the language prefix ("/es").
 */
export function LinkPreviews({ prefixes, base = '' }: { prefixes: string; base?: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onFirstIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || (event instanceof PointerEvent && event.pointerType === 'touch')) return;
      if (event.type === 'focusin' && !link.matches(':focus-visible')) return;
      stopWaiting();
      void import('./link-previews').then(({ startLinkPreviews }) => {
        if (cancelled) return;
        stop = startLinkPreviews(prefixes.split(' '), base);
        // What the reader points at or has focused now (it may have moved on while the chunk was on its way).
        const focused = document.activeElement?.closest('a[href]');
        const hovered = [...document.querySelectorAll('a[href]:hover')].at(-1);
        if (focused?.matches(':focus-visible')) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        else hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      });
    };
    const stopWaiting = () => {
      document.removeEventListener('pointerover', onFirstIntent);
      document.removeEventListener('focusin', onFirstIntent);
    };
    document.addEventListener('pointerover', onFirstIntent);
    document.addEventListener('focusin', onFirstIntent);
    return () => {
      cancelled = true;
      stopWaiting();
      stop?.();
    };
  }, [prefixes, base]);
  return null;
}
