'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ExternalLink } from '../ui/ExternalLink';
import { isCurrentPath, MENU_ITEM_CLASS, type MenuLink } from './menu-links';

/** One navigation link; internal links get aria-current="page" on their own page. */
export function MenuLinkItem({ link, className }: { link: MenuLink; className?: string }) {
  const pathname = usePathname();
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
      </ExternalLink>
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
export function MenuLinkItems({ links }: { links: MenuLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <MenuLinkItem link={link} className={MENU_ITEM_CLASS} />
    </li>
  ));
}
