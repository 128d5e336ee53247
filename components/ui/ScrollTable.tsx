import type { ReactNode } from 'react';

/** A data table in a keyboard-scrollable region, so wide tables stay readable on a phone; `footnote` goes under it, outside the scrolling. */
export function ScrollTable({
  label,
  caption,
  children,
  className = '',
  tableClassName = '',
  footnote,
}: {
  label: string;
  caption?: string;
  children: ReactNode;
  className?: string;
  tableClassName?: string;
  footnote?: ReactNode;
}) {
  const table = (
    <div className={`table-scroll relative ${className}`} role="region" aria-label={label} tabIndex={0}>
      <table className={`data-table ${tableClassName}`}>
        {caption && <caption className="sr-only">{caption}</caption>}
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
