'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { useId, useState } from 'react';

/**
 * "+N more": the hidden tags show in a tooltip on hover and keyboard focus; a tap or click
 * toggles them inline, because tooltips never open on touch.
 */
export function OverflowTags({ hidden }: { hidden: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <span className="relative z-10 inline-flex flex-wrap items-center gap-1.5">
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
            className="rounded-full border border-gold/50 px-2.5 py-0.5 text-xs text-gold hover:bg-gold/10"
          >
            +{hidden.length} more
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 max-w-xs rounded-md border border-line bg-surface-2 px-3 py-2 text-xs text-text shadow-lg">
            {hidden.join(', ')}
            <Tooltip.Arrow className="fill-surface-2" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <span id={listId} hidden={!expanded} className="text-xs text-muted">
        {hidden.join(', ')}
      </span>
    </span>
  );
}
