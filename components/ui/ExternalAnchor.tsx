import type { ReactNode } from 'react';
import { EXTERNAL_PATH, StrokeIcon } from './StrokeIcon';

/** A new-tab link with a screen-reader note (`newTab`) and an icon; server components use ExternalLink instead. */
export function ExternalAnchor({ href, children, className, icon = true, newTab }: { href: string; children: ReactNode; className?: string; icon?: boolean; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon && <StrokeIcon d={EXTERNAL_PATH} className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
