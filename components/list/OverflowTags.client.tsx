'use client';

import { lazy, Suspense } from 'react';
import type { Template } from '@/lib/schemas/template';

/**
 * "+N more" with its tooltip. Radix (about 20 KiB gzipped with its popper) is split into its own chunk
 * that only pages rendering a "+N more" control load: the static HTML already holds the control, and
 * hydration fetches the chunk when it reaches one. React.lazy rather than next/dynamic, whose loader
 * code would otherwise ship on every page.
 */
const OverflowTagsTooltip = lazy(() => import('./OverflowTagsTooltip.client').then((m) => ({ default: m.OverflowTagsTooltip })));

export function OverflowTags({ hidden, label }: { hidden: readonly string[]; label: Template<'count'> }) {
  return (
    <Suspense fallback={null}>
      <OverflowTagsTooltip hidden={hidden} label={label} />
    </Suspense>
  );
}
