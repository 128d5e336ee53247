/** A menu entry as the client menus receive it (plain data). */
export interface MenuLink {
  label: string;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

/** Path comparison that ignores a trailing slash. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return strip(pathname) === strip(href.split('#')[0] ?? href);
}
