'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useErrorCopy } from '@/components/site/ErrorCopy.client';

/** Error boundary for unexpected failures inside a page. */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const copy = useErrorCopy();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl text-gold">{copy.title}</h1>
      <p className="mt-4 text-muted">{copy.intro}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink">
          {copy.retryLabel}
        </button>
        {copy.links.map((link) => (
          <Link key={link.href} href={link.href} className="rounded-lg border border-sky px-5 py-3 font-semibold text-sky">
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
