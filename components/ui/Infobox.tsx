import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';

/** Rows grouped by label, in order of first appearance: a label given twice is one term with two descriptions. */
function termsOf(rows: { label: string; value: ReactNode }[]): [label: string, values: ReactNode[]][] {
  const terms = new Map<string, ReactNode[]>();
  for (const row of rows) terms.set(row.label, [...(terms.get(row.label) ?? []), row.value]);
  return [...terms];
}

/** A fact sheet of label/value rows; rows with one label make one <dt> and a <dd> per value. */
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
        {termsOf(rows).map(([label, values]) => (
          <div key={label} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 py-2">
            <dt className="text-muted">{label}</dt>
            {values.map((value, i) => (
              <dd key={i} className="col-start-2 text-right font-semibold text-text">
                {value}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      {children}
    </aside>
  );
}
