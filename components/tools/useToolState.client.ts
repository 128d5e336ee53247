'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ToolStateCodec } from '@/lib/tools/query-state';

// The query string is the store: the URL is the one place the inputs live, so a copied link is always current.
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
const serverSearch = () => null;

function replaceSearch(search: string) {
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
  listeners.forEach((listener) => listener());
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the tool still works, it just forgets
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
 * A tool's inputs, kept in the URL (history.replaceState) and remembered on the device. The static HTML and the
 * hydration render show the default view; then the URL is read, or, when it has none of the tool's parameters,
 * the last inputs saved on this device. `ready` is true once the tool reads the URL (JavaScript is running).
 */
export function useToolState<S>(codec: ToolStateCodec<S>) {
  const { storageKey, params, parse, serialize } = codec;
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  // Keyed on the query text, so the state is the same object before and after JavaScript reads the URL
  // (null → ""): the re-render that makes the tool `ready` then leaves memoized parts alone.
  const query = search ?? '';
  const state = useMemo(() => parse(query), [parse, query]);

  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    if (params.some((p) => current.has(p))) return;
    const saved = readStorage(storageKey);
    if (saved) replaceSearch(serialize(parse(saved)));
  }, [params, parse, serialize, storageKey]);

  const update = useCallback(
    (next: S) => {
      const text = serialize(next);
      replaceSearch(text);
      writeStorage(storageKey, text);
    },
    [serialize, storageKey],
  );

  return { state, update, ready: search !== null };
}
