'use client';

import { useState } from 'react';
import { useHydrated } from '../ui/useHydrated.client';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillTemplate } from '@/lib/model/template';

/** Copies the page address (the tool's inputs) and announces it; invisible until interactive so nothing below moves. */
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
