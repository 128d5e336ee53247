import type { Grade, INFUSIONS } from '../schemas/gear';

type Infusion = (typeof INFUSIONS)[number];

/**
 * Light and dark themes: the system setting via CSS, or a stored choice set on <html data-theme> before first paint
 * by THEME_INIT_SCRIPT, so the page never flashes the other theme.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme a reader sees: their stored choice, else the system's. */
export function effectiveTheme(stored: unknown, systemPrefersLight: boolean): Theme {
  if (isTheme(stored)) return stored;
  return systemPrefersLight ? 'light' : 'dark';
}

/** Inline in <head>, before the body paints; a fixed string so the CSP allows it by hash. localStorage may throw. */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/** A colour token's name, as in app/globals.css (`--color-<name>`) and the Tailwind classes (`text-<name>`). */
export type ColourToken =
  | 'ink'
  | 'surface'
  | 'surface-2'
  | 'line'
  | 'text'
  | 'emphasis'
  | 'muted'
  | 'gold'
  | 'gold-deep'
  | 'gold-hover'
  | 'sky'
  | 'danger'
  | `grade-${Lowercase<Grade>}`
  | `infusion-${Lowercase<Exclude<Infusion, 'None'>>}`;

/** The palettes as data for satori and the theme colour; tests/unit/theme-palette.test.ts checks them against CSS. */
export const PALETTES: Record<Theme, Record<ColourToken, string>> = {
  dark: {
    ink: '#0b1020',
    surface: '#131a2e',
    'surface-2': '#1a2340',
    line: '#2c3a60',
    text: '#e8ebf4',
    emphasis: '#ffffff',
    muted: '#aab4cc',
    gold: '#e8c65a',
    'gold-deep': '#d4af37',
    'gold-hover': '#f3d679',
    sky: '#8fd0ff',
    danger: '#ff8a80',
    'grade-special': '#b8bec9',
    'grade-rare': '#7fb2ff',
    'grade-unique': '#c9a0ff',
    'grade-legend': '#f5d547',
    'grade-god': '#ff7b7b',
    'infusion-fire': '#ff7070',
    'infusion-flame': '#ffa552',
    'infusion-water': '#6fb7ff',
    'infusion-earth': '#6fdc8c',
    'infusion-land': '#4fbf6a',
    'infusion-darkness': '#a0a7b4',
    'infusion-light': '#ffe066',
    'infusion-wind': '#b4f5a8',
    'infusion-space': '#b894ff',
    'infusion-battle': '#ff6fb5',
  },
  light: {
    ink: '#f5f6fa',
    surface: '#ffffff',
    'surface-2': '#e8ecf4',
    line: '#b4bfd3',
    text: '#151b2e',
    emphasis: '#000000',
    muted: '#4a5470',
    gold: '#7a5800',
    'gold-deep': '#8f6800',
    'gold-hover': '#5c4200',
    sky: '#0b58a3',
    danger: '#b42318',
    'grade-special': '#5b6270',
    'grade-rare': '#1d4ed8',
    'grade-unique': '#7e22ce',
    'grade-legend': '#7a5c00',
    'grade-god': '#b91c1c',
    'infusion-fire': '#c81e1e',
    'infusion-flame': '#b04a05',
    'infusion-water': '#1d5fd0',
    'infusion-earth': '#15753a',
    'infusion-land': '#14532d',
    'infusion-darkness': '#4b5563',
    'infusion-light': '#7a5c00',
    'infusion-wind': '#3b711c',
    'infusion-space': '#6d28d9',
    'infusion-battle': '#be185d',
  },
};

/** The art's shades around the palette (app/icon.svg's gradients, checked by tests); never text colours. */
export const ART_COLOURS = {
  'crystal-light': '#e6f6ff',
  crystal: '#7cc8ff',
  'crystal-deep': '#1d4f9a',
  'gold-light': '#f3dc84',
  'gold-dark': '#9a7a1e',
} as const;

/** "#rrggbb" at an opacity, as "rgba(r, g, b, a)" (for gradients that fade a palette colour). */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
