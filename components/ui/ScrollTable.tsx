import type { ReactNode } from 'react';

/**
 * A table in a keyboard-scrollable region, with `footnote` outside the scroll. It keeps a caption of its own: a
 * region's name does not name the table for a screen reader moving by tables.
 */
export function ScrollTable({
  label,
  caption = label,
  children,
  className = '',
  tableClassName = '',
  footnote,
}: {
  label: string;
  /** What the table holds, when it says more than `label`. */
  caption?: string;
  children: ReactNode;
  className?: string;
  tableClassName?: string;
  footnote?: ReactNode;
}) {
  const table = (
    <div className={`table-scroll relative ${className}`} role="region" aria-label={label} tabIndex={0}>
      <table className={`data-table ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
  if (!footnote) return table;
  return (
    <>
      {table}
      <p className="text-sm text-muted">{footnote}</p>
    </>
  );
}
