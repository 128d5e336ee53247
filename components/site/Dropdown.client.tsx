'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../ui/Icon';
import { MenuLinkItems } from './MenuLinkItem.client';
import { usePathBoundOpen } from './usePathBoundOpen.client';
import { isCurrentPath, type MenuLink } from './menu-links';

/**
 * Disclosure-style dropdown of links (button with aria-expanded + a list of links).
 * Escape closes it and returns focus; arrow keys move between links; a click outside closes it.
 */
export function Dropdown({ label, links }: { label: string; links: MenuLink[] }) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { open, setOpen, close, pathname } = usePathBoundOpen();
  const containsCurrent = links.some((l) => !l.external && isCurrentPath(pathname, l.href));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const focusLink = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusLink(index + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(index <= 0 ? items.length - 1 : index - 1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={`flex items-center gap-1 rounded px-3 py-2 font-medium hover:text-gold ${containsCurrent ? 'text-gold' : 'text-text'}`}
      >
        {label}
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 mt-2 min-w-56 rounded-lg border border-line bg-surface p-2 shadow-xl shadow-black/40"
      >
        <MenuLinkItems links={links} onNavigate={() => setOpen(false)} />
      </ul>
    </div>
  );
}
