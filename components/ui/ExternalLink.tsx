import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** A link that opens in a new tab, says so to screen readers, and shows an external-link icon. */
export function ExternalLink({ href, children, className, icon = true }: { href: string; children: ReactNode; className?: string; icon?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon && <Icon name="external" className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
