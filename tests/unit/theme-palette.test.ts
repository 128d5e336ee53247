import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG AA contrast of the palette in app/globals.css, for both themes: every text colour on every surface it is
 * used on, and the dark-on-gold / dark-on-sky buttons. axe checks rendered pages in tests/e2e/comfort.spec.ts.
 */
const css = fs.readFileSync(path.resolve(__dirname, '../../app/globals.css'), 'utf8');

function colours(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}
const between = (start: RegExp, text: string) => {
  const from = text.search(start);
  return text.slice(from, text.indexOf('}', from));
};

const dark = colours(between(/@theme \{/, css));
const light = { ...dark, ...colours(between(/@variant theme-light \{/, css)) };

const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const TEXT = ['text', 'muted', 'gold', 'sky', 'danger', 'emphasis'];
const SURFACES = ['ink', 'surface', 'surface-2'];

describe.each([
  ['dark', dark],
  ['light', light],
])('the %s palette', (_, palette) => {
  it('defines every colour token', () => {
    expect(Object.keys(palette).sort()).toEqual(Object.keys(dark).sort());
  });

  it.each(TEXT.flatMap((fg) => SURFACES.map((bg) => [fg, bg])))('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['ink', 'gold'],
    ['ink', 'gold-hover'],
    ['ink', 'sky'],
  ])('%s text on a %s button reaches 4.5:1', (fg, bg) => {
    expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(4.5);
  });
});

it('the light palette differs from the dark one in every surface and text colour', () => {
  for (const token of [...TEXT, ...SURFACES]) expect(light[token]).not.toBe(dark[token]);
});
