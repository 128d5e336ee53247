import fs from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import { DISPLAY_LETTER_SPACING_EM, displayWords, type MeasuredWord } from './display-words';

/** The display font's file, the one lib/site/fonts.ts hands to next/font (which needs the path written out there). */
export const DISPLAY_FONT_FILE = 'node_modules/@fontsource/russo-one/files/russo-one-latin-400-normal.woff2';

let font: Font | undefined;

/**
 * How wide the display font draws one line of text, in em: its glyphs' advances plus the headings' letter spacing
 * after each character, to a hundredth. Read from the font file at build time, so a box of this width
 * holds the text once the font is there and keeps its size while a stand-in face of another width shows instead.
 */
export function displayTextWidthEm(text: string): number {
  font ??= create(fs.readFileSync(path.join(process.cwd(), DISPLAY_FONT_FILE))) as Font;
  const glyphs = font.glyphsForString(text);
  const units = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  return Math.round((units / font.unitsPerEm + glyphs.length * DISPLAY_LETTER_SPACING_EM) * 100) / 100;
}

/** The words of a display-font text, each with the width the display font gives it. */
export const measuredDisplayWords = (text: string): MeasuredWord[] => displayWords(text).map((word) => ({ text: word, em: displayTextWidthEm(word) }));
