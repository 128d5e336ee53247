'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

type TooltipComponent = typeof import('./Tooltip.client').Tooltip;

let tooltipChunk: Promise<TooltipComponent> | undefined;
/** Radix's tooltip, fetched once for the page however many controls ask for it. */
export function loadTooltip(): Promise<TooltipComponent> {
  tooltipChunk ??= import('./Tooltip.client').then((m) => m.Tooltip);
  return tooltipChunk;
}

/**
 * A control that works as soon as its page hydrates, with Radix's tooltip wrapped around it once Radix's chunk
 * is in. Radix (about 20 KiB gzipped) stays out of the page's first load this way. Rendering the control itself
 * from a lazy chunk would not do: React drops a tap that lands on a boundary still waiting for its code, so a
 * reader tapping early got nothing.
 *
 * The server and the first client render draw the bare control (the static HTML and hydration agree). Wrapping
 * it replaces its DOM node, so the wrap waits for a press in progress to end (a click needs its press and its
 * release on one node), and gives the keyboard focus back to the new node.
 */
export function WithTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const [pressed, setPressed] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  // Once wrapped, no press is recorded any more (onPointerDown below), so the control stays wrapped.
  const wrap = Tooltip !== null && !pressed;

  // Setting state after an unmount is a no-op in React 19: no guard needed.
  useEffect(() => void loadTooltip().then((loaded) => setTooltip(() => loaded)), []);

  // A press that ends outside the control (dragged off) brings no click.
  useEffect(() => {
    if (!pressed) return;
    const release = (event: PointerEvent) => {
      if (!host.current?.contains(event.target as Node)) setPressed(false);
    };
    document.addEventListener('pointerup', release);
    return () => document.removeEventListener('pointerup', release);
  }, [pressed]);

  useLayoutEffect(() => {
    if (wrap && focused.current) (host.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [wrap]);

  // `contents`: the host span draws no box, so the control lays out as if it stood alone.
  return (
    <span
      ref={host}
      className="contents"
      onPointerDown={() => !wrap && setPressed(true)}
      onPointerCancel={() => setPressed(false)}
      onClick={() => setPressed(false)}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
    >
      {wrap ? <Tooltip content={content}>{children}</Tooltip> : children}
    </span>
  );
}
