import type { ReactNode } from 'react';

/** A titled block of a tool page. */
export function ToolSection({ title, id, children, className = '' }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-line bg-surface p-4 sm:p-6 ${className}`}>
      <h2 id={id} className="mb-4 font-display text-xl text-sky">
        {title}
      </h2>
      {children}
    </section>
  );
}
