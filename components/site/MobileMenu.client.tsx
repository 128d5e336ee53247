'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { MenuLinkItems } from './MenuLinkItem.client';
import { usePathBoundOpen } from './usePathBoundOpen.client';
import type { MenuLink } from './menu-links';

/** The navigation on small screens: a Menu button that opens and closes a panel with every link (and any extra controls). */
export function MobileMenu({ groups, children }: { groups: { title: string; links: MenuLink[] }[]; children?: ReactNode }) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  const { open, setOpen, close } = usePathBoundOpen();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-navigation"
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded border border-line px-2.5 py-2 text-text hover:text-gold sm:px-3"
      >
        <Icon name={open ? 'close' : 'menu'} className="h-5 w-5" />
        {/* Icon only on phones, where the bar also holds the logo and the search button. */}
        <span className="sr-only sm:not-sr-only">{open ? 'Close' : 'Menu'}</span>
      </button>
      <nav
        id="mobile-navigation"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-ink px-4 pb-6 pt-2 shadow-xl"
      >
        {/* Rendered only when open: the panel cannot open before hydration, and pages stay lighter. */}
        {open && (
          <>
            {groups.map((group) => (
              <div key={group.title} className="mt-3">
                <p className="px-2 text-xs font-semibold uppercase tracking-wider text-muted">{group.title}</p>
                <ul className="mt-1 grid grid-cols-2 gap-1">
                  <MenuLinkItems links={group.links} onNavigate={() => setOpen(false)} />
                </ul>
              </div>
            ))}
            {children}
          </>
        )}
      </nav>
    </div>
  );
}
