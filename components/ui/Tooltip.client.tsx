'use client';

import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useRef, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** The spec's timing: a tooltip opens after 700 ms of hover; within 300 ms of one closing, the next opens at once. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

/**
 * Each tooltip has its own Radix provider (one wrapping all would put Radix on every first load), so Radix's skip
 * delay is shared here: until 300 ms after a tooltip closes, every provider opens without delay.
 */
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const setSkipping = (value: boolean) => {
  skipping = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function skipFromNow() {
  clearTimeout(skipTimer);
  setSkipping(true);
}
function skipUntilDelayAfterClose(open: boolean) {
  clearTimeout(skipTimer);
  if (open) return;
  setSkipping(true);
  skipTimer = setTimeout(() => setSkipping(false), SKIP_DELAY_MS);
}

/** The site's one tooltip (Radix). Keyboard focus opens it at once; touch never does. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const skip = useSyncExternalStore(subscribe, () => skipping, () => false);
  const open = useRef(false);
  const onOpenChange = (value: boolean) => {
    open.current = value;
    skipUntilDelayAfterClose(value);
  };
  return (
    <RadixTooltip.Provider delayDuration={skip ? 0 : OPEN_DELAY_MS} skipDelayDuration={SKIP_DELAY_MS}>
      <RadixTooltip.Root onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild onPointerLeave={() => open.current && skipFromNow()}>
          {children}
        </RadixTooltip.Trigger>
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
