'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { hasOwnParams, writeSearch, type UrlStateCodec } from '@/lib/records/url-state';

// The query string is the store: the URL is the one place the state lives, so a copied link is always current
// and Back (popstate) restores what the URL says.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const clientSearch = () => window.location.search;
// The static HTML is the page with no query. Hydration reads this too, and on an address with no query it equals
// the browser's, so React does not render the list or tool again (a synchronous render of the whole list).
const serverSearch = () => '';

/** Typing replaces the history entry; a chosen filter pushes one, so Back undoes it. */
export type HistoryMode = 'push' | 'replace';

function setSearch(search: string, mode: HistoryMode) {
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  listeners.forEach((listener) => listener());
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the state still works, it just is not remembered
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // see readStorage
  }
}

/**
 * State kept in the query string (lists, tools). The first render shows the default, then the URL (or the state saved
 * on this device for a codec with a storageKey) is read. Pass a stable codec.
 */
export function useUrlState<S>(codec: UrlStateCodec<S>) {
  const query = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const state = useMemo(() => codec.parse(query), [codec, query]);

  useEffect(() => {
    if (!codec.storageKey || hasOwnParams(codec, window.location.search)) return;
    const saved = readStorage(codec.storageKey);
    if (saved) setSearch(writeSearch(codec, codec.parse(saved), window.location.search), 'replace');
  }, [codec]);

  const update = useCallback(
    (next: S, mode: HistoryMode = 'replace') => {
      setSearch(writeSearch(codec, next, window.location.search), mode);
      if (codec.storageKey) writeStorage(codec.storageKey, codec.serialize(next));
    },
    [codec],
  );

  return { state, update };
}
