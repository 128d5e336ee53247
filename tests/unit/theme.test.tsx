// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/components/site/ThemeToggle.client';
import { getContent } from '@/lib/content';
import { effectiveTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from '@/lib/site/theme';

const words = getContent().site.labels.theme;

/** jsdom has no matchMedia: a stand-in whose "prefers light" answer a test can flip. */
function mockSystem(prefersLight: boolean) {
  const listeners = new Set<() => void>();
  const state = { prefersLight };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('light') ? state.prefersLight : !state.prefersLight;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return {
    set(light: boolean) {
      state.prefersLight = light;
      listeners.forEach((fn) => fn());
    },
  };
}

const runInitScript = () => new Function(THEME_INIT_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.unstubAllGlobals());

describe('effectiveTheme', () => {
  it.each([
    ['light', false, 'light'],
    ['dark', true, 'dark'],
    [null, true, 'light'],
    [null, false, 'dark'],
    ['purple', true, 'light'],
    [undefined, false, 'dark'],
  ])('stored %s, system prefers light %s → %s', (stored, prefersLight, expected) => {
    expect(effectiveTheme(stored, prefersLight)).toBe(expected);
  });
});

describe('the inline first-paint script', () => {
  it.each(['light', 'dark'])('applies a stored "%s" to <html data-theme>', (theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    runInitScript();
    expect(document.documentElement.dataset.theme).toBe(theme);
  });

  it('leaves the attribute off with no (or a broken) stored choice, so the system setting applies', () => {
    runInitScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(THEME_STORAGE_KEY, '"light"');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('does not throw when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runInitScript).not.toThrow();
    vi.restoreAllMocks();
  });

  it('is a fixed string, so a Content-Security-Policy can allow it by hash', () => {
    expect(THEME_INIT_SCRIPT).not.toMatch(/\$\{|nonce/);
    expect(THEME_INIT_SCRIPT.length).toBeLessThan(200);
  });
});

describe('ThemeToggle', () => {
  it('starts from the system setting and stores the reader\'s choice', async () => {
    mockSystem(false);
    render(<ThemeToggle words={words} />);
    const button = screen.getByRole('button', { name: words.name });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('works from the keyboard', async () => {
    mockSystem(true);
    render(<ThemeToggle words={words} />);
    const button = screen.getByRole('button', { name: words.name });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a system change while nothing is stored, and not after a choice', async () => {
    const system = mockSystem(false);
    render(<ThemeToggle words={words} />);
    const button = screen.getByRole('button', { name: words.name });
    act(() => system.set(true));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    act(() => system.set(true));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies a choice made in another tab', () => {
    mockSystem(false);
    render(<ThemeToggle words={words} />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: words.name })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has a labelled form for the mobile menu that stays in step with the icon button', async () => {
    mockSystem(false);
    render(
      <>
        <ThemeToggle words={words} />
        <ThemeToggle words={words} labelled />
      </>,
    );
    const [icon, labelled] = screen.getAllByRole('button', { name: words.name });
    expect(labelled).toHaveTextContent(`${words.name}${words.off}`);
    await userEvent.click(labelled!);
    expect(icon).toHaveAttribute('aria-pressed', 'true');
    expect(labelled).toHaveAttribute('aria-pressed', 'true');
    expect(labelled).toHaveTextContent(new RegExp(`${words.on}$`));
  });
});
