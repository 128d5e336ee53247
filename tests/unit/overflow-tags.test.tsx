// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverflowTagsTooltip } from '@/components/list/OverflowTagsTooltip.client';

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

// The "+N more" tooltip: 700 ms open delay on hover, and a 300 ms skip delay shared by every card.
describe('"+N more" tooltip timing', () => {
  // Each test starts a day after the last, so the shared "last closed" time never carries over.
  let day = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2030, 0, 1 + day++));
  });
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

  it('opens after 700 ms of hover, and the next one at once when moved to within 300 ms', async () => {
    render(
      <>
        <OverflowTagsTooltip hidden={['f', 'g']} />
        <OverflowTagsTooltip hidden={['x', 'y', 'z']} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    u.hover(first!);
    await wait(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(150);
    expect(screen.getByRole('tooltip')).toHaveTextContent('f, g');

    u.unhover(first!);
    await wait(100);
    u.hover(second!);
    await wait(50);
    expect(screen.getByRole('tooltip')).toHaveTextContent('x, y, z');

    u.unhover(second!);
    await wait(1_000);
    u.hover(first!);
    await wait(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open when the pointer leaves before the delay', async () => {
    render(<OverflowTagsTooltip hidden={['f', 'g']} />);
    u.hover(screen.getByRole('button'));
    await wait(300);
    u.unhover(screen.getByRole('button'));
    await wait(1_000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
