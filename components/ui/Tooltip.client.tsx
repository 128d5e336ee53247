'use client';

import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/**
 * The site's one tooltip: Radix, with the spec's timing given to Radix's own provider (open after 700 ms of
 * hover; within 300 ms of a tooltip closing, the next one in the same provider opens at once). Keyboard focus
 * opens it at once; touch never does. Each tooltip brings its provider, because tooltips join their controls
 * once this chunk is in (WithTooltip), so no provider can wrap them without putting Radix on every list page's
 * first load.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content sideOffset={6} className="z-50 max-w-xs rounded-md border border-line bg-surface-2 px-3 py-2 text-xs text-text shadow-lg">
            {content}
            <RadixTooltip.Arrow className="fill-surface-2" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
