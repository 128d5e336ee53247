import type { Content } from '../content';
import { isPlaceholderUrl } from './placeholders';
import { TOP_LEVEL_PAGES } from '../records/routes';

/** A menu entry as the client menus receive it (plain data). */
export interface MenuLink {
  label: string;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

/** The header's menus: every top-level route (lib/records/routes.ts), named in content/pages.json, and the official links of content/site.json. */
export function headerMenus(content: Pick<Content, 'pages' | 'site'>) {
  const { pages, site } = content;
  const linkTo = (page: (typeof TOP_LEVEL_PAGES)[number]): MenuLink => ({ label: pages[page.id].menuLabel ?? pages[page.id].title, href: page.path });
  const primary = TOP_LEVEL_PAGES.filter((p) => p.menu === 'primary').map(linkTo);
  const explore = TOP_LEVEL_PAGES.filter((p) => p.menu === 'explore').map(linkTo);
  const onHomePage = TOP_LEVEL_PAGES.filter((p) => pages[p.id].onHomePage).map(linkTo);
  // A link whose address is still a placeholder would lead nowhere: readers never see it.
  const official: MenuLink[] = site.officialMenu
    .map((key) => site.links[key]!)
    .filter((link) => !isPlaceholderUrl(link.url))
    .map((link) => ({ label: link.label, href: link.url, external: true }));
  return { primary, explore, official, onHomePage };
}
