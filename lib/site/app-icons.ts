/**
 * The web app's icons, drawn from app/icon.svg. `inset`: the emblem's share of the square; a maskable icon keeps it
 * in the central 80% circle (a 0.56 square's corners are 0.40 from the centre).
 */
export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable' | 'apple';
  inset: number;
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any', inset: 1 },
  { file: 'icon-512.png', size: 512, purpose: 'any', inset: 1 },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', inset: 0.56 },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple', inset: 0.8 },
];

export const appIconPath = (icon: AppIcon) => `/icons/${icon.file}`;

export const appleTouchIcon = APP_ICONS.find((icon) => icon.purpose === 'apple')!;
