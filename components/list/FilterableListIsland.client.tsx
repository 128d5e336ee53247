'use client';

import { lazy, type ComponentProps } from 'react';

const List = lazy(() => import('./FilterableList.client').then((m) => ({ default: m.FilterableList })));

/**
 * The list's code, split from its routes' scripts: app/[kind]/ also serves the /es/ home and the record pages, and a
 * route's scripts are every island it may render, so without the split each of them carried the list's 4.8 KiB
 * unused. A list page loads it as it hydrates; the cards are in the HTML before (no Suspense boundary here: inside
 * one, React streamed them to the end of the page, hidden until a script moved them).
 */
export function FilterableList(props: ComponentProps<typeof List>) {
  return <List {...props} />;
}
