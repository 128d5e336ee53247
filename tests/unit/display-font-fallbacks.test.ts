import fs from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import postcss, { type AtRule } from 'postcss';
import { describe, expect, it } from 'vitest';

/*
 * The system fonts the display font's stand-ins use, as @capsizecss/metrics 4.3.0 lists them (that package is
 * 169 MB of every font's metrics; these are the two entries it would give). Liberation Sans has Arial's metrics.
 */
const SYSTEM_FONTS = [
  { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913, aliases: ['Liberation Sans', 'LiberationSans'] },
  { familyName: 'Roboto', fullName: 'Roboto Regular', postscriptName: 'Roboto-Regular', ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911, aliases: ['Roboto'] },
];

const unquote = (s: string) => s.replace(/['"]/g, '').trim();
const root = path.resolve(__dirname, '../..');
const fontsModule = fs.readFileSync(path.join(root, 'lib/site/fonts.ts'), 'utf8');
const cssFile = path.join(root, 'app/display-font-fallbacks.css');
const faces = new Map<string, Record<string, string>>();
postcss.parse(fs.readFileSync(cssFile, 'utf8')).walkAtRules('font-face', (rule: AtRule) => {
  const descriptors: Record<string, string> = {};
  rule.walkDecls((decl) => { descriptors[decl.prop] = decl.value; });
  faces.set(unquote(descriptors['font-family'] ?? ''), descriptors);
});

const localNames = (src = '') => [...src.matchAll(/local\(([^)]*)\)/g)].map((m) => unquote(m[1] ?? ''));
const standIn = (familyName: string) => `russoOne Fallback ${familyName}`;

describe("the display font's stand-ins while it loads", () => {
  it('lib/site/fonts.ts lists one stand-in per system font, after the font, and turns off next/font’s own', () => {
    expect(fontsModule).toMatch(/adjustFontFallback:\s*false/);
    const fallback = fontsModule.match(/fallback:\s*\[([^\]]*)\]/)?.[1] ?? '';
    expect(fallback.split(',').map(unquote).filter(Boolean)).toEqual(SYSTEM_FONTS.map((font) => standIn(font.familyName)));
  });

  it('each stand-in is sized to the font file lib/site/fonts.ts loads, as @capsizecss/core computes it', async () => {
    const file = fontsModule.match(/src:\s*'([^']+\.woff2)'/)?.[1];
    expect(file, 'lib/site/fonts.ts names no .woff2 file').toBeDefined();
    const display = await fromFile(path.resolve(root, 'lib', 'site', file!));
    const { fontFaces } = createFontStack([display, ...SYSTEM_FONTS], { fontFaceFormat: 'styleObject' });
    expect(fontFaces).toHaveLength(SYSTEM_FONTS.length);
    SYSTEM_FONTS.forEach((font, i) => {
      const expected = fontFaces[i]?.['@font-face'] as Record<string, string | undefined>;
      const actual = faces.get(standIn(font.familyName));
      expect(actual, `app/display-font-fallbacks.css has no @font-face for '${standIn(font.familyName)}'`).toBeDefined();
      expect(localNames(actual!.src), `src of '${standIn(font.familyName)}'`).toEqual(expect.arrayContaining([...localNames(expected.src), ...font.aliases]));
      for (const prop of ['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'] as const) {
        const css = prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        if (expected[prop] === undefined) continue;
        expect(parseFloat(actual![css] ?? 'NaN'), `${css} of '${standIn(font.familyName)}' (createFontStack says ${expected[prop]})`).toBeCloseTo(parseFloat(expected[prop]!), 2);
      }
    });
  });
});
