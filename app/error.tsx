'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** Error boundary for unexpected failures inside a page. */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl text-gold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">Something went wrong while showing this page.</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink">
          Try again
        </button>
        <Link href="/" className="rounded-lg border border-sky px-5 py-3 font-semibold text-sky">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
