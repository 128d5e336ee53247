import type { ReactNode } from 'react';
import type { PagesCopy } from '@/lib/schemas/pages';

/** The "Save the wiki" box: its heading and text, then the button (on /offline/) or a link to it (on /about/). */
export function SavePanel({ copy, children }: { copy: PagesCopy['offline']['save']; children: ReactNode }) {
  return (
    <section aria-labelledby="save-wiki" className="mt-10 rounded-lg border border-line bg-surface p-5">
      <h2 id="save-wiki" className="font-display text-2xl text-gold">
        {copy.title}
      </h2>
      <p className="mt-2">{copy.text}</p>
      {children}
    </section>
  );
}
