'use client';

import { useSyncExternalStore } from 'react';
import type { SiteLabels } from '@/lib/schemas/labels';
import { effectiveTheme, isTheme, THEME_STORAGE_KEY, type Theme } from '@/lib/site/theme';

const LIGHT_QUERY = '(prefers-color-scheme: light)';
const CHANGE_EVENT = 'themechange';

/** What the page shows now: the stored choice on <html data-theme>, else the system setting. */
function currentTheme(): Theme {
  return effectiveTheme(document.documentElement.dataset.theme, window.matchMedia(LIGHT_QUERY).matches);
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(LIGHT_QUERY);
  // A choice made in another tab: apply it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    if (isTheme(event.newValue)) document.documentElement.dataset.theme = event.newValue;
    else delete document.documentElement.dataset.theme;
    onChange();
  };
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function choose(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  // Every toggle on the page (bar and mobile menu) re-reads the theme.
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function ThemeIcon({ light }: { light: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {light ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      )}
    </svg>
  );
}

/** The light-theme toggle (pressed = light); rendered after hydration, as the server cannot know the reader's theme. */
export function ThemeToggle({ words, className = '', labelled = false }: { words: SiteLabels['theme']; className?: string; labelled?: boolean }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  if (theme === null) return labelled ? null : <span aria-hidden="true" className={`block h-10 w-10 ${className}`} />;
  const light = theme === 'light';
  const common = {
    type: 'button' as const,
    'aria-pressed': light,
    onClick: () => choose(light ? 'dark' : 'light'),
  };
  if (labelled) {
    return (
      <button {...common} className={`flex w-full items-center gap-3 rounded border border-line px-3 py-2 text-left text-text hover:border-gold hover:text-gold ${className}`}>
        <ThemeIcon light={light} />
        <span className="flex-1">{words.name}</span>
        <span aria-hidden="true" className="text-sm text-muted">
          {light ? words.on : words.off}
        </span>
      </button>
    );
  }
  return (
    <button
      {...common}
      aria-label={words.name}
      title={light ? words.toDark : words.toLight}
      className={`flex h-10 w-10 items-center justify-center rounded border border-line text-text hover:border-gold hover:text-gold ${className}`}
    >
      <ThemeIcon light={light} />
    </button>
  );
}
