import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';

/** The boxed fact sheet used by boss pages and detail pages: a title and label/value rows. */
export function Infobox({
  title,
  rows,
  children,
  floating = true,
}: {
  title: string;
  rows: { label: string; value: ReactNode }[];
  children?: ReactNode;
  /** Floats right of the article text on wide screens (wiki pages); detail pages place it in their own column. */
  floating?: boolean;
}) {
  return (
    <aside aria-label={fillTemplate(getContent().site.labels.infobox, { title })} className={`not-prose rounded-xl border border-gold/40 bg-surface p-4 ${floating ? 'my-6 md:float-right md:ml-6 md:w-80' : ''}`}>
      <p className="mb-3 font-display text-lg text-gold">{title}</p>
      <dl className="divide-y divide-line text-sm">
        {rows.map((row, i) => (
          <div key={`${row.label}-${i}`} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-semibold text-text">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </aside>
  );
}
