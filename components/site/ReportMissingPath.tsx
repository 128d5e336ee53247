/**
 * Writes the path that was not found to the console, for whoever is debugging a broken link.
 * A few bytes of inline script in 404.html instead of a client component: no chunk, no hydration,
 * and no JavaScript on every other page (the not-found boundary is part of every page's tree).
 * The host headers allow it by its hash (scripts/finish-pages.mjs hashes every inline script).
 */
const SCRIPT = 'console.warn("404: no page at " + location.pathname)';

export function ReportMissingPath() {
  // Code for the console, not words on the page.
  return <script>{SCRIPT}</script>;
}
