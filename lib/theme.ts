/**
 * Light and dark themes. With no stored choice the page follows the system setting through CSS alone
 * (`prefers-color-scheme`); a reader's choice is stored in localStorage and written to `<html data-theme>`
 * before the first paint by THEME_INIT_SCRIPT, so the page never flashes the other theme.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme a reader sees: their stored choice, else the system's. */
export function effectiveTheme(stored: unknown, systemPrefersLight: boolean): Theme {
  if (isTheme(stored)) return stored;
  return systemPrefersLight ? 'light' : 'dark';
}

/**
 * Inline in <head>, runs before the body paints. A fixed string (no per-request values), so a strict
 * Content-Security-Policy can allow it by its hash. localStorage may throw (privacy modes): then the
 * system setting applies.
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
