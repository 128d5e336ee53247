'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const List = lazy(() => import('./FilterableList.client').then((m) => ({ default: m.FilterableList })));

/**
 * The list's island, split from its route's scripts. app/[kind]/ serves lists beside pages that have none (English
 * record pages beside the /es/<kind>/ lists, /<kind>/ lists beside the /es/ home), and a route's scripts are all the
 * islands it may render: split off, the list's code loads only where a list is rendered. The server renders the whole
 * list; in the browser it hydrates once its code has arrived (the cards are readable and linked before).
 */
export function FilterableList(props: ComponentProps<typeof List>) {
  return (
    <Suspense>
      <List {...props} />
    </Suspense>
  );
}
