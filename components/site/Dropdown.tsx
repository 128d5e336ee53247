import { Icon } from '../ui/Icon';
import { MenuLinkItems } from './MenuLinkItem.client';
import { HEADER_MENU_ATTRIBUTE, SUMMARY_CLASS, type MenuLink } from './menu-links';

/** A header menu as a native disclosure (a role on <summary> is invalid HTML); HeaderMenus.client adds the keys. */
export function Dropdown({ label, links, newTab }: { label: string; links: MenuLink[]; newTab: string }) {
  return (
    <details className="group/menu relative" {...{ [HEADER_MENU_ATTRIBUTE]: '' }}>
      <summary
        className={`${SUMMARY_CLASS} flex items-center gap-1 rounded px-3 py-2 font-medium text-text hover:text-gold group-has-[[aria-current=page]]/menu:text-gold`}
      >
        {label}
        <Icon name="chevronDown" className="h-4 w-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      <ul className="absolute right-0 mt-2 min-w-56 rounded-lg border border-line bg-surface p-2 shadow-xl shadow-black/40">
        <MenuLinkItems links={links} newTab={newTab} />
      </ul>
    </details>
  );
}
