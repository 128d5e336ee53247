'use client';

import { useState } from 'react';
import { useHydrated } from '../ui/useHydrated.client';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillTemplate } from '@/lib/model/template';

/**
 * Copies the page address (which holds the tool's inputs) and says so in a live region. Shown once the tool is
 * interactive; until then it keeps its place, invisible (hidden from assistive technology too), so nothing below moves.
 * Without JavaScript it takes no place at all.
 */
export function CopyLink({ words, className = '' }: { words: SiteLabels['links']; className?: string }) {
  const ready = useHydrated();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(words.copied);
    } catch {
      setStatus(fillTemplate(words.copyThisLink, { url: window.location.href }));
    }
  };
  return (
    <div className={`flex flex-wrap items-center gap-3 ${NEEDS_SCRIPTS} ${ready ? '' : 'invisible'} ${className}`}>
      <button type="button" onClick={copy} disabled={!ready} className="rounded-lg border border-sky px-4 py-2 font-semibold text-sky hover:bg-sky hover:text-ink">
        {words.copyLink}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
