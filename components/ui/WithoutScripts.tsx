import type { ReactNode } from 'react';

/** Hides a control that needs JavaScript by CSS alone (`@media (scripting: none)`): no script, no layout shift. */
export const NEEDS_SCRIPTS = 'noscript:hidden';

/** Shown only where the browser runs no scripts, in place of what NEEDS_SCRIPTS hides: what works, in one line. */
export const WITHOUT_SCRIPTS_ONLY = 'hidden noscript:block';

/** The note where the hidden controls would be; a server component, so it adds no page JavaScript. */
export function WithoutScriptsNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`${WITHOUT_SCRIPTS_ONLY} text-sm text-muted ${className}`}>{children}</p>;
}
