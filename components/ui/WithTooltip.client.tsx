'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

type TooltipComponent = typeof import('./Tooltip.client').Tooltip;

let tooltipChunk: Promise<TooltipComponent> | undefined;
/** Controls waiting for the chunk to be asked for. */
const waiting = new Set<(chunk: Promise<TooltipComponent>) => void>();
/** Radix's tooltip, fetched once for the page however many controls ask for it; every control joins it. */
export function loadTooltip(): Promise<TooltipComponent> {
  if (!tooltipChunk) {
    tooltipChunk = import('./Tooltip.client').then((m) => m.Tooltip);
    for (const join of waiting) join(tooltipChunk);
    waiting.clear();
  }
  return tooltipChunk;
}

/**
 * A control that works at hydration, wrapped in Radix's tooltip once its chunk (about 20 KiB gzipped) is in. The chunk
 * is fetched when a mouse first comes over a control or the keyboard first focuses one, not as the page loads: a
 * touch screen never shows these tooltips, so a phone never downloads it (/wiki/ loads 210.7 KiB instead of 228.2).
 * The first tooltip's 700 ms start once the chunk is in. A lazy control would drop taps React receives before its code.
 * The wrap replaces the DOM node, so it waits for a press to end and gives focus back.
 */
export function WithTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const [pressed, setPressed] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const hovered = useRef(false);
  // Once wrapped, no press is recorded any more (onPointerDown below), so the control stays wrapped.
  const wrap = Tooltip !== null && !pressed;

  // Joins the chunk once some control has asked for it (always after the first render: hydration stays exact).
  useEffect(() => {
    const join = (chunk: Promise<TooltipComponent>) => void chunk.then((loaded) => setTooltip(() => loaded));
    if (tooltipChunk) join(tooltipChunk);
    else waiting.add(join);
    return () => void waiting.delete(join);
  }, []);

  // A press that ends outside the control (dragged off) brings no click.
  useEffect(() => {
    if (!pressed) return;
    const release = (event: PointerEvent) => {
      if (!host.current?.contains(event.target as Node)) setPressed(false);
    };
    document.addEventListener('pointerup', release);
    return () => document.removeEventListener('pointerup', release);
  }, [pressed]);

  // The new node takes over: the focus moves to it, and a pointer resting on it is announced with a move, on which
  // Radix starts its 700 ms (it opens on pointer moves, not on enter).
  useLayoutEffect(() => {
    const control = host.current?.firstElementChild as HTMLElement | null;
    if (!wrap || !control) return;
    if (focused.current) control.focus();
    else if (hovered.current) control.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }, [wrap]);

  // `contents`: the host span draws no box, so the control lays out as if it stood alone.
  return (
    <span
      ref={host}
      className="contents"
      onPointerOver={(event) => {
        if (event.pointerType === 'touch') return;
        hovered.current = true;
        void loadTooltip();
      }}
      onPointerLeave={() => (hovered.current = false)}
      onPointerDown={() => !wrap && setPressed(true)}
      onPointerCancel={() => setPressed(false)}
      onClick={() => setPressed(false)}
      onFocus={(event) => {
        focused.current = true;
        // Keyboard focus only: a tap focuses the control too, and a tooltip opened by a tap would cover the page.
        if ((event.target as Element).matches(':focus-visible')) void loadTooltip();
      }}
      onBlur={() => (focused.current = false)}
    >
      {wrap ? <Tooltip content={content}>{children}</Tooltip> : children}
    </span>
  );
}
