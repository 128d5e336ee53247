'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const List = lazy(() => import('./FilterableList.client').then((m) => ({ default: m.FilterableList })));

/**
 * The list's island split from its route's scripts: app/[kind]/ also serves pages without a list, and a route's
 * scripts are every island it may render, so split off the list's code loads only where a list is rendered.
 */
export function FilterableList(props: ComponentProps<typeof List>) {
  return (
    <Suspense>
      <List {...props} />
    </Suspense>
  );
}
