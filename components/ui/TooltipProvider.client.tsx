'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/tooltip-timing';

/**
 * Radix tooltip timing for a group of Radix tooltips (spec: open delay 700 ms, skip delay 300 ms).
 * Only components that render Radix tooltips themselves need it (the wiki index's icon buttons);
 * list cards do not: their "+N more" tooltip loads Radix only where it is shown (OverflowTags.client.tsx).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}
