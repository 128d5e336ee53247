'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ExternalLink } from '../ui/ExternalLink';
import { isCurrentPath, MENU_ITEM_CLASS, type MenuLink } from './menu-links';

/** One navigation link; internal links get aria-current="page" on their own page. */
export function MenuLinkItem({ link, className, onNavigate }: { link: MenuLink; className?: string; onNavigate?: () => void }) {
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
    <Link href={link.href} aria-current={current ? 'page' : undefined} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/** The links of a dropdown or of the mobile menu, as list items. */
export function MenuLinkItems({ links, onNavigate }: { links: MenuLink[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={link.href}>
      <MenuLinkItem link={link} onNavigate={onNavigate} className={MENU_ITEM_CLASS} />
    </li>
  ));
}
