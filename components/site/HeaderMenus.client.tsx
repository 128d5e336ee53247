'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { HEADER_MENU_ATTRIBUTE } from './menu-links';

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(`details[${HEADER_MENU_ATTRIBUTE}][open]`)];
const summaryOf = (menu: HTMLDetailsElement) => menu.querySelector<HTMLElement>(':scope > summary');

/**
 * Enhances the header's <details> menus: one open at a time, Escape/outside click/navigation close, arrows move;
 * a language link takes the page's query along.
 */
export function HeaderMenus() {
  const pathname = usePathname();
  useEffect(() => {
    for (const menu of openMenus()) menu.open = false;
  }, [pathname]);

  useEffect(() => {
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.matches?.(`details[${HEADER_MENU_ATTRIBUTE}][open]`)) return;
      for (const menu of openMenus()) if (menu !== opened) menu.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      // A language link takes the query along: a list's filters or a tool's inputs read the same in the other language.
      if (link?.hasAttribute('data-language-link')) link.search = location.search;
      const menu = link?.closest<HTMLDetailsElement>(`details[${HEADER_MENU_ATTRIBUTE}]`);
      if (menu) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = openMenus().find((m) => m.contains(document.activeElement)) ?? openMenus()[0];
      if (!menu || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        menu.open = false;
        summaryOf(menu)?.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!menu.contains(document.activeElement)) return;
        const links = [...menu.querySelectorAll<HTMLAnchorElement>('ul a')];
        if (links.length === 0) return;
        event.preventDefault();
        const index = links.indexOf(document.activeElement as HTMLAnchorElement);
        const next = event.key === 'ArrowDown' ? index + 1 : index <= 0 ? links.length - 1 : index - 1;
        links[next % links.length]?.focus();
      }
    };
    // toggle does not bubble: listen in the capture phase.
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return null;
}
