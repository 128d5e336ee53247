'use client';

import { useCallback, useEffect, useState } from 'react';
import type { FilterState } from '@/lib/filter';
import { parseListState, serializeListState, type UrlStateConfig } from '@/lib/list-state';

const EMPTY: FilterState = { query: '', selected: [] };

/**
 * List state mirrored in the URL (?q= and the facet parameter).
 * The first render uses the empty state, so the static HTML holds the full list; the URL is read
 * after hydration. Typing replaces the history entry; a facet change pushes one, so Back undoes it.
 */
export function useUrlListState(config: UrlStateConfig) {
  const [state, setState] = useState<FilterState>(EMPTY);
  const configKey = JSON.stringify(config);

  useEffect(() => {
    const read = () => setState(parseListState(window.location.search, JSON.parse(configKey) as UrlStateConfig));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [configKey]);

  const update = useCallback(
    (next: FilterState, mode: 'push' | 'replace') => {
      setState(next);
      const search = serializeListState(next, JSON.parse(configKey) as UrlStateConfig, window.location.search);
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    },
    [configKey],
  );

  return {
    state,
    setQuery: (query: string) => update({ ...state, query }, 'replace'),
    setSelected: (selected: string[]) => update({ ...state, selected }, 'push'),
    clear: () => update(EMPTY, 'push'),
  };
}
