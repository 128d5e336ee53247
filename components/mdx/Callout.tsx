import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';

const KINDS = {
  tip: 'border-sky/60 bg-sky/5',
  warning: 'border-danger/70 bg-danger/5',
  note: 'border-gold/60 bg-gold/5',
} as const;

/** A highlighted aside in a wiki page. */
export function Callout({ kind = 'note', title, children }: { kind?: keyof typeof KINDS; title?: string; children: ReactNode }) {
  const known = kind in KINDS ? kind : 'note';
  const label = title ?? getContent().site.labels.callout[known];
  return (
    <aside className={`my-6 rounded-lg border-l-4 p-4 ${KINDS[known]}`} aria-label={label}>
      <p className="font-semibold text-text">{label}</p>
      <div className="mt-1 space-y-2 text-text [&_a]:text-sky [&_a]:underline">{children}</div>
    </aside>
  );
}
