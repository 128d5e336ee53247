'use client';

import { useState } from 'react';

/** Copies the page address (which holds the tool's inputs) and says so in a live region. Shown once the tool is interactive. */
export function CopyLink({ ready, className = '' }: { ready: boolean; className?: string }) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('Link copied.');
    } catch {
      setStatus(`Copy this link: ${window.location.href}`);
    }
  };
  if (!ready) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <button type="button" onClick={copy} className="rounded-lg border border-sky px-4 py-2 font-semibold text-sky hover:bg-sky hover:text-ink">
        Copy link
      </button>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
