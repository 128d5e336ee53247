import type { ReactNode } from 'react';

const KINDS = {
  tip: { label: 'Tip', className: 'border-sky/60 bg-sky/5' },
  warning: { label: 'Warning', className: 'border-danger/70 bg-danger/5' },
  note: { label: 'Note', className: 'border-gold/60 bg-gold/5' },
} as const;

/** A highlighted aside in a wiki page. */
export function Callout({ kind = 'note', title, children }: { kind?: keyof typeof KINDS; title?: string; children: ReactNode }) {
  const style = KINDS[kind] ?? KINDS.note;
  return (
    <aside className={`my-6 rounded-lg border-l-4 p-4 ${style.className}`} aria-label={title ?? style.label}>
      <p className="font-semibold text-text">{title ?? style.label}</p>
      <div className="mt-1 space-y-2 text-text [&_a]:text-sky [&_a]:underline">{children}</div>
    </aside>
  );
}
