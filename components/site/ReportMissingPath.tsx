/**
 * Logs the missing path, as a few bytes of inline script in 404.html rather than a client component (no chunk, and
 * no JavaScript on other pages); the CSP allows it by hash (scripts/finish-pages.mjs).
 */
const SCRIPT = 'console.warn("404: no page at " + location.pathname)';

export function ReportMissingPath() {
  // Code for the console, not words on the page.
  return <script>{SCRIPT}</script>;
}
