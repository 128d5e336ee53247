import type { ReactNode } from 'react';
import type { SiteLabels } from '@/lib/schemas/labels';
import { Icon } from '../ui/Icon';
import { MenuLinkItems } from './MenuLinkItem.client';
import { HEADER_MENU_ATTRIBUTE, SUMMARY_CLASS, type MenuLink } from './menu-links';

/** The small-screen navigation: a native <details> "Menu" (works without JavaScript), "Close" when open. */
export function MobileMenu({
  groups,
  words,
  newTab,
  children,
}: {
  groups: { title: string; links: MenuLink[] }[];
  words: SiteLabels['header'];
  /** The screen-reader note of links that open in a new tab. */
  newTab: string;
  children?: ReactNode;
}) {
  return (
    <details className="group/mobile md:hidden" {...{ [HEADER_MENU_ATTRIBUTE]: '' }}>
      <summary
        className={`${SUMMARY_CLASS} flex items-center gap-2 rounded border border-line px-2.5 py-2 text-text hover:text-gold sm:px-3`}
      >
        <Icon name="menu" className="h-5 w-5 group-open/mobile:hidden" />
        <Icon name="close" className="hidden h-5 w-5 group-open/mobile:block" />
        {/* Icon only on phones, where the bar also holds the logo and the search button. */}
        <span className="sr-only group-open/mobile:hidden sm:not-sr-only">{words.menu}</span>
        <span className="sr-only hidden group-open/mobile:inline sm:not-sr-only">{words.close}</span>
      </summary>
      <nav
        aria-label={words.mobileNav}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-ink px-4 pb-6 pt-2 shadow-xl"
      >
        {groups.map((group) => (
          <div key={group.title} className="mt-3">
            <p className="px-2 text-xs font-semibold uppercase tracking-wider text-muted">{group.title}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1">
              {/* Fresh copies: the header's menus pass the same links, and the page's payload would write a long path reference to each. */}
              <MenuLinkItems links={group.links.map((link) => ({ ...link }))} newTab={newTab} />
            </ul>
          </div>
        ))}
        {children}
      </nav>
    </details>
  );
}
