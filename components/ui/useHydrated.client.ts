'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the static HTML and hydration render, then true; only the caller re-renders, not the tool around it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
