'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';

/**
 * Open/closed state of a menu, tied to the path it was opened on: navigating closes the menu
 * without an effect. `setOpen` accepts a value or an updater like useState's setter.
 */
export function usePathBoundOpen() {
  const pathname = usePathname();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath !== null && openOnPath === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOnPath((typeof next === 'function' ? next(open) : next) ? pathname : null);
  const close = useCallback(() => setOpenOnPath(null), []);
  return { open, setOpen, close, pathname };
}
