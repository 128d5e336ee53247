import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FONT_FILE, displayTextWidthEm, measuredDisplayWords } from '@/lib/display-text-width';
import { DISPLAY_LETTER_SPACING_EM, displayWords, STEADY_MAX_EM, steadyWidthClasses } from '@/lib/display-words';

describe('displayWords', () => {
  it('splits at runs of white space, where a line may break', () => {
    expect(displayWords('  Complete Game\tGuide ')).toEqual(['Complete', 'Game', 'Guide']);
    expect(displayWords('')).toEqual([]);
  });

  it('keeps a word of punctuation alone with the word before it, so no line starts with it', () => {
    expect(displayWords('Tensura :')).toEqual(['Tensura :']);
    expect(displayWords('Shop — Coming Soon')).toEqual(['Shop —', 'Coming', 'Soon']);
    expect(displayWords('Commands / Configs')).toEqual(['Commands /', 'Configs']);
    expect(displayWords('Mezul (Floor 50)')).toEqual(['Mezul', '(Floor', '50)']);
  });
});

describe('displayTextWidthEm', () => {
  it('reads the font file lib/site/fonts.ts loads', () => {
    const fontsModule = fs.readFileSync(path.resolve(__dirname, '../../lib/site/fonts.ts'), 'utf8');
    const src = fontsModule.match(/src:\s*'([^']+\.woff2)'/)?.[1] ?? 'no .woff2 in lib/site/fonts.ts';
    expect(path.join('lib', 'site', src)).toBe(path.normalize(DISPLAY_FONT_FILE));
  });

  it('gives each word the width of its glyphs plus the headings’ letter spacing, and a wider word for more letters', () => {
    const i = displayTextWidthEm('i');
    const w = displayTextWidthEm('W');
    expect(w).toBeGreaterThan(i);
    expect(displayTextWidthEm('iW')).toBeCloseTo(i + w, 1);
    expect(displayTextWidthEm('Dungeon')).toBeGreaterThan(displayTextWidthEm('Dunge'));
    // Russo One is a wide face: a capital is over half an em, and no word is wider than 1 em per character.
    for (const word of ['Dungeon', 'Mezul', 'Tensura:']) {
      expect(displayTextWidthEm(word)).toBeLessThan(word.length);
      expect(displayTextWidthEm(word)).toBeGreaterThan(word.length * 0.4);
    }
  });

  it('measures each word apart', () => {
    expect(measuredDisplayWords('Complete Game Guide')).toEqual(['Complete', 'Game', 'Guide'].map((text) => ({ text, em: displayTextWidthEm(text) })));
  });
});

describe('steadyWidthClasses', () => {
  it('names whole ems and the nearest twentieth', () => {
    expect(steadyWidthClasses(4.79)).toEqual(['steady-em-4', 'steady-em20-16']);
    expect(steadyWidthClasses(2.99)).toEqual(['steady-em-3', 'steady-em20-0']);
    expect(steadyWidthClasses(0.61)).toEqual(['steady-em-0', 'steady-em20-12']);
  });

  it('gives no width to a word wider than the classes reach, and app/globals.css has a class for every width up to it', () => {
    expect(steadyWidthClasses(STEADY_MAX_EM)).toEqual(['steady-em-12', 'steady-em20-19']);
    expect(steadyWidthClasses(STEADY_MAX_EM + 0.05)).toEqual([]);
    const css = fs.readFileSync(path.resolve(__dirname, '../../app/globals.css'), 'utf8');
    const ranges = css.match(/@source inline\('steady-em-\{0\.\.(\d+)\} steady-em20-\{0\.\.(\d+)\}'\)/);
    expect(ranges, 'app/globals.css lists the width classes with @source inline').not.toBeNull();
    expect([Number(ranges![1]), Number(ranges![2])]).toEqual([Math.floor(STEADY_MAX_EM), 19]);
  });

  it('sizes the boxes for the letter spacing app/globals.css gives the words', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../app/globals.css'), 'utf8');
    const spacing = css.match(/@utility steady-word \{[^}]*letter-spacing:\s*([\d.]+)em/)?.[1];
    expect(spacing, 'the steady-word utility in app/globals.css sets a letter spacing in em').toBeDefined();
    expect(Number(spacing)).toBe(DISPLAY_LETTER_SPACING_EM);
  });
});
