export type { MenuLink } from '@/lib/site/menus';

/** Path comparison that ignores a trailing slash. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return strip(pathname) === strip(href.split('#')[0] ?? href);
}

/** Look of a link inside a dropdown or the mobile menu. */
export const MENU_ITEM_CLASS =
  'block rounded px-3 py-2 text-text hover:bg-surface-2 hover:text-gold aria-[current=page]:text-gold aria-[current=page]:underline';

/** A <summary> without the default disclosure marker, clickable like a button. */
export const SUMMARY_CLASS = 'cursor-pointer summary-plain';

/** Marks the header's <details> menus, which HeaderMenus.client closes on Escape, outside click and navigation. */
export const HEADER_MENU_ATTRIBUTE = 'data-header-menu';
