'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ExternalAnchor } from '../ui/ExternalAnchor';
import { isCurrentPath, MENU_ITEM_CLASS, type MenuLink } from './menu-links';

/** One navigation link; internal links get aria-current="page" on their own page. */
export function MenuLinkItem({ link, className, newTab }: { link: MenuLink; className?: string; newTab: string }) {
  const pathname = usePathname();
  if (link.external) {
    return (
      <ExternalAnchor href={link.href} className={className} newTab={newTab}>
        {link.label}
      </ExternalAnchor>
    );
  }
  const current = isCurrentPath(pathname, link.href);
  return (
    <Link href={link.href} aria-current={current ? 'page' : undefined} className={className}>
      {link.label}
    </Link>
  );
}

/** The links of a dropdown or of the mobile menu, as list items. */
export function MenuLinkItems({ links, newTab }: { links: MenuLink[]; newTab: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <MenuLinkItem link={link} className={MENU_ITEM_CLASS} newTab={newTab} />
    </li>
  ));
}
