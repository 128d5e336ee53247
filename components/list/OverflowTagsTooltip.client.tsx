'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { useEffect, useId, useRef, useState } from 'react';
import { tooltipOpenDelay } from '@/lib/tooltip-timing';

/** When any "+N more" tooltip last closed: the skip delay spans every card of the page. */
let lastClosedAt = -Infinity;

/** Keyboard focus opens at once (as Radix does); hover waits for the open delay unless another tooltip just closed. */
function focusedByKeyboard(element: HTMLElement | null): boolean {
  try {
    return !!element?.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * "+N more": the hidden tags show in a tooltip on hover and keyboard focus; a tap or click
 * toggles them inline, because tooltips never open on touch. Each card has its own Radix root;
 * the shared timing lives in lastClosedAt, so no provider has to wrap the whole list.
 */
export function OverflowTagsTooltip({ hidden }: { hidden: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const cancelPendingOpen = () => window.clearTimeout(timer.current);
  useEffect(() => cancelPendingOpen, []);

  const onOpenChange = (next: boolean) => {
    cancelPendingOpen();
    if (!next) {
      if (open) lastClosedAt = Date.now();
      setOpen(false);
      return;
    }
    const delay = focusedByKeyboard(button.current) ? 0 : tooltipOpenDelay(Date.now(), lastClosedAt);
    if (delay === 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), delay);
  };

  return (
    <span className="relative z-10 inline-flex flex-wrap items-center gap-1.5">
      <Tooltip.Provider delayDuration={0} skipDelayDuration={0}>
        <Tooltip.Root open={open} onOpenChange={onOpenChange}>
          <Tooltip.Trigger asChild>
            <button
              ref={button}
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((v) => !v)}
              // Radix reports no close while the open is still pending, so leaving cancels it here.
              onPointerLeave={cancelPendingOpen}
              onBlur={cancelPendingOpen}
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
      </Tooltip.Provider>
      <span id={listId} hidden={!expanded} className="text-xs text-muted">
        {hidden.join(', ')}
      </span>
    </span>
  );
}
