// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverflowTags } from '@/components/list/OverflowTags.client';
import { loadTooltip } from '@/components/ui/WithTooltip.client';
import { loadContent } from '@/lib/content/load';
import { fillTemplate } from '@/lib/model/template';

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
  /** Renders the control and lets Radix's tooltip join it, as it does in the browser once its chunk is in. */
  const renderWithTooltip = async (hidden: string[]) => {
    render(<OverflowTags hidden={hidden} label={label} />);
    await act(async () => void (await loadTooltip()));
  };

  it('opens after 700 ms of hover, and again at once when hovered within 300 ms of closing', async () => {
    await renderWithTooltip(['f', 'g']);
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
    await renderWithTooltip(['f', 'g']);
    u.hover(screen.getByRole('button'));
    await wait(300);
    u.unhover(screen.getByRole('button'));
    await wait(1_000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once on keyboard focus, and a click shows the tags inline', async () => {
    await renderWithTooltip(['x', 'y', 'z']);
    const button = screen.getByRole('button', { name: fillTemplate(label, { count: 3 }) });
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('x, y, z');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => void fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeVisible();
  });
});

describe('"+N more" before its tooltip is in', () => {
  it('works at once, and keeps the keyboard focus when the tooltip joins it', async () => {
    render(<OverflowTags hidden={['x', 'y']} label={label} />);
    // Synchronously after the render: Radix's chunk cannot have arrived yet.
    const early = screen.getByRole('button', { name: fillTemplate(label, { count: 2 }) });
    act(() => void fireEvent.click(early));
    expect(early).toHaveAttribute('aria-expanded', 'true');
    act(() => early.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();

    await act(async () => void (await loadTooltip()));
    const button = screen.getByRole('button', { name: fillTemplate(label, { count: 2 }) });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tooltip')).toHaveTextContent('x, y');
  });

  it('waits for a press in progress to end before the tooltip joins, so the press still clicks', async () => {
    render(<OverflowTags hidden={['x', 'y']} label={label} />);
    const pressed = screen.getByRole('button', { name: fillTemplate(label, { count: 2 }) });
    act(() => void fireEvent.pointerDown(pressed, { pointerType: 'touch' }));
    await act(async () => void (await loadTooltip()));
    expect(screen.getByRole('button', { name: fillTemplate(label, { count: 2 }) })).toBe(pressed);

    act(() => void fireEvent.click(pressed));
    const wrapped = screen.getByRole('button', { name: fillTemplate(label, { count: 2 }) });
    expect(wrapped).not.toBe(pressed);
    expect(wrapped).toHaveAttribute('aria-expanded', 'true');
    act(() => wrapped.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('x, y');
  });
});
