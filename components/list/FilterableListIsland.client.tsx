'use client';

import { lazy, type ComponentProps } from 'react';

const List = lazy(() => import('./FilterableList.client').then((m) => ({ default: m.FilterableList })));

/**
 * The list's code, split from its routes' scripts: app/[kind]/ also serves the /es/ home and the record pages, and a
 * route's scripts are every island it may render, so without the split each of them carried the list's 4.8 KiB
 * unused. A page that shows a list preloads that code with its own scripts (scripts/list-preload.mjs).
 */
export function FilterableList(props: ComponentProps<typeof List>) {
  return <List {...props} />;
}
// The name scripts/list-preload.mjs finds this island's chunk by.
FilterableList.displayName = 'FilterableListIsland';
