import type { Content } from '@/lib/content';
import type { MenuLink } from './nav-types';

/** The header's menus, built from content/navigation.json and content/site.json. */
export function headerMenus(content: Pick<Content, 'navigation' | 'site'>) {
  const { navigation, site } = content;
  const primary: MenuLink[] = navigation.header.primary;
  const explore: MenuLink[] = navigation.header.explore;
  const official: MenuLink[] = site.officialMenu.map((key) => {
    const link = site.links[key]!;
    return { label: link.label, href: link.url, external: true };
  });
  return { primary, explore, official };
}
