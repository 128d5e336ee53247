/**
 * Empty on purpose. Every page's payload carries its root layout's not-found view, which nothing here can show (an
 * unknown path is served out/404.html, from app/global-not-found.tsx); without this file it was Next's default view
 * with its inline styles, 0.3 KiB gzipped on every page.
 */
export default function NotFound() {
  return null;
}
