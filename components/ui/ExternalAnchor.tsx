import type { ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * A link that opens in a new tab, says so to screen readers (`newTab`, from content/site.json) and shows an
 * external-link icon. Client components use it directly; server components use ExternalLink, which supplies the note.
 */
export function ExternalAnchor({ href, children, className, icon = true, newTab }: { href: string; children: ReactNode; className?: string; icon?: boolean; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon && <Icon name="external" className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
