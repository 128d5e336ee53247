// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverflowTagsTooltip } from '@/components/list/OverflowTagsTooltip.client';
import { loadContent } from '@/lib/content/load';
import { fillTemplate } from '@/lib/template';

/** The button's words (content/site.json `labels.lists.moreTags`). */
const label = loadContent().site.labels.lists.moreTags;

// jsdom has no ResizeObserver; Radix's popper only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no PointerEvent; a MouseEvent with a pointerType carries relatedTarget, which React needs for leave.
if (typeof globalThis.PointerEvent === 'undefined') {
  globalThis.PointerEvent = class PointerEvent extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  } as unknown as typeof globalThis.PointerEvent;
}

// The "+N more" tooltip, through Radix: 700 ms open delay on hover, at once on keyboard focus, and a 300 ms skip delay.
describe('"+N more" tooltip timing', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  // Radix opens on pointer move (not on enter). Leaving the trigger only cancels a pending open; the tooltip
  // closes when the pointer then moves outside the trigger and its content. React derives leave from pointerout,
  // Radix listens to the native pointerleave, so both are sent.
  const u = {
    hover: (el: Element) => act(() => void fireEvent.pointerMove(el, { pointerType: 'mouse' })),
    unhover: (el: Element) => {
      act(() => {
        fireEvent.pointerOut(el, { pointerType: 'mouse', relatedTarget: document.body });
        fireEvent.pointerLeave(el, { pointerType: 'mouse', relatedTarget: document.body });
      });
      act(() => void fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 }));
    },
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('opens after 700 ms of hover, and again at once when hovered within 300 ms of closing', async () => {
    render(<OverflowTagsTooltip hidden={['f', 'g']} label={label} />);
    const button = screen.getByRole('button', { name: fillTemplate(label, { count: 2 }) });
    u.hover(button);
    await wait(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(150);
    expect(screen.getByRole('tooltip')).toHaveTextContent('f, g');

    u.unhover(button);
    await wait(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    u.hover(button);
    await wait(50);
    expect(screen.getByRole('tooltip')).toHaveTextContent('f, g');

    u.unhover(button);
    await wait(1_000);
    u.hover(button);
    await wait(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open when the pointer leaves before the delay', async () => {
    render(<OverflowTagsTooltip hidden={['f', 'g']} label={label} />);
    u.hover(screen.getByRole('button'));
    await wait(300);
    u.unhover(screen.getByRole('button'));
    await wait(1_000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once on keyboard focus, and a click shows the tags inline', async () => {
    render(<OverflowTagsTooltip hidden={['x', 'y', 'z']} label={label} />);
    const button = screen.getByRole('button', { name: fillTemplate(label, { count: 3 }) });
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('x, y, z');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => void fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeVisible();
  });
});
