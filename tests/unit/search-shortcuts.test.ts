// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget } from '@/components/search/shortcuts';

function keydown(init: KeyboardEventInit, target: HTMLElement = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  let result = false;
  target.addEventListener('keydown', (e) => (result = isSearchShortcut(e)), { once: true });
  target.dispatchEvent(event);
  return result;
}

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('isTypingTarget', () => {
  it.each([
    ['<input type="text">', true],
    ['<input type="search">', true],
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<input type="checkbox">', false],
    ['<button>b</button>', false],
    ['<a href="/">a</a>', false],
  ])('%s → %s', (html, expected) => {
    expect(isTypingTarget(element(html))).toBe(expected);
  });

  it('treats contenteditable as typing', () => {
    const div = element('<div contenteditable="true">x</div>');
    // jsdom does not compute isContentEditable; the browser does.
    Object.defineProperty(div, 'isContentEditable', { value: true });
    expect(isTypingTarget(div)).toBe(true);
  });
});

describe('isSearchShortcut', () => {
  it.each([
    [{ key: 'k', ctrlKey: true }, true],
    [{ key: 'K', ctrlKey: true }, true],
    [{ key: 'k', metaKey: true }, true],
    [{ key: 'k' }, false],
    [{ key: 'k', ctrlKey: true, shiftKey: true }, false],
    [{ key: 'k', ctrlKey: true, altKey: true }, false],
    [{ key: '/' }, true],
    [{ key: '/', ctrlKey: true }, false],
    [{ key: 'Enter' }, false],
  ] as [KeyboardEventInit, boolean][])('%j on the page → %s', (init, expected) => {
    expect(keydown(init)).toBe(expected);
  });

  it('leaves "/" to a text field but opens on Ctrl+K there', () => {
    const input = element('<input type="search">');
    expect(keydown({ key: '/' }, input)).toBe(false);
    expect(keydown({ key: 'k', ctrlKey: true }, input)).toBe(true);
  });
});
