'use client';

import dynamic from 'next/dynamic';

/**
 * "+N more" with its tooltip. Radix (about 20 KiB gzipped with its popper) is split into its own chunk
 * that only pages rendering a "+N more" control load: the page's HTML names the chunk when the
 * server renders one, and no other page fetches it.
 */
export const OverflowTags = dynamic(() => import('./OverflowTagsTooltip.client').then((m) => m.OverflowTagsTooltip));
