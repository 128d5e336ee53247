'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the static HTML and the hydration render, true once JavaScript runs. Only the component that calls it
 * renders again when it turns true, so a control that needs scripts (e.g. a copy button) costs no render of the
 * tool or list around it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
