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
 * A control that works at hydration, wrapped in Radix's tooltip once its chunk (about 20 KiB gzipped) is in; a lazy
 * control would drop taps React receives before its code. The wrap replaces the DOM node, so it waits for a press to
 * end and gives focus back.
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
