import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARE_CARD_TEXT_PAIRS } from '@/scripts/share/share-card';
import { ART_COLOURS, PALETTES } from '@/lib/site/theme';

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

/** Text colours: the palette's and the grade and infusion cues (every `grade-*` and `infusion-*` token). */
const TEXT = ['text', 'muted', 'gold', 'sky', 'danger', 'emphasis', ...Object.keys(dark).filter((t) => /^(grade|infusion)-/.test(t))];
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

describe('one source of colours', () => {
  it('app/globals.css and PALETTES in lib/site/theme.ts hold the same two palettes', () => {
    expect(dark).toEqual(PALETTES.dark);
    expect(light).toEqual(PALETTES.light);
  });

  it.each(SHARE_CARD_TEXT_PAIRS)('share cards: %s text on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(PALETTES.dark[fg], PALETTES.dark[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('the favicon uses only palette and art colours', () => {
    const svg = fs.readFileSync(path.resolve(__dirname, '../../app/icon.svg'), 'utf8');
    const allowed = new Set([...Object.values(PALETTES.dark), ...Object.values(PALETTES.light), ...Object.values(ART_COLOURS)]);
    const used = [...svg.matchAll(/#[0-9a-f]{3,8}\b/gi)].map((m) => m[0].toLowerCase());
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((c) => !allowed.has(c))).toEqual([]);
  });

  it('no other source file writes a colour as hex (they use the tokens)', () => {
    const root = path.resolve(__dirname, '../..');
    const files = ['app', 'components', 'lib'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => /\.(tsx?|css)$/.test(f)).map((f) => path.join(dir, f)),
    );
    const offenders = files
      .filter((f) => f !== path.join('lib', 'site', 'theme.ts'))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(root, f), 'utf8')
          .split('\n')
          .filter((line) => /(?<![\w&/])#[0-9a-f]{3}(?:[0-9a-f]{3})?\b(?![\w-])/i.test(line) && !/^\s*--color-[\w-]+:\s*#/.test(line))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
