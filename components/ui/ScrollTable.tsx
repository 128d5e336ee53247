import type { ReactNode } from 'react';

/** A data table in a keyboard-scrollable region, so wide tables stay readable on a phone. */
export function ScrollTable({
  label,
  caption,
  children,
  className = '',
  tableClassName = '',
}: {
  label: string;
  caption?: string;
  children: ReactNode;
  className?: string;
  tableClassName?: string;
}) {
  return (
    <div className={`table-scroll relative ${className}`} role="region" aria-label={label} tabIndex={0}>
      <table className={`data-table ${tableClassName}`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
