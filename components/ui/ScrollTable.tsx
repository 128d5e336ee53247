import type { ReactNode } from 'react';

/**
 * A data table in a keyboard-scrollable region, so wide tables stay readable on a phone; `footnote` goes under it,
 * outside the scrolling. The table has a caption of its own (`caption`, else the region's `label`): a region's name
 * does not name the table inside it, and a screen reader moving by tables would hear none.
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
