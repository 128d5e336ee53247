import type { ReactNode } from 'react';

/**
 * Hides a control that does nothing without JavaScript where the browser runs no scripts: CSS alone (Tailwind's
 * `noscript:` variant, `@media (scripting: none)`), so it costs no script, passes the CSP, and never shifts the
 * layout (the media query is settled before the first paint). With scripts on, nothing changes.
 */
export const NEEDS_SCRIPTS = 'noscript:hidden';

/** Shown only where the browser runs no scripts, in place of what NEEDS_SCRIPTS hides: what works, in one line. */
export const WITHOUT_SCRIPTS_ONLY = 'hidden noscript:block';

/**
 * The one-line note where a reader would look for the hidden controls ("Filters need JavaScript; …"). A server
 * component: a page renders it and hands it to the client component that places it, so it adds no page JavaScript.
 */
export function WithoutScriptsNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`${WITHOUT_SCRIPTS_ONLY} text-sm text-muted ${className}`}>{children}</p>;
}
