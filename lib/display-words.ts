/** The letter spacing of display-font text (app/globals.css gives headings 0.01em; the steady boxes set it too). */
export const DISPLAY_LETTER_SPACING_EM = 0.01;

/** A word of display-font text and its width in the display font, in em. */
export type MeasuredWord = { text: string; em: number };

/** The widest word app/globals.css has width classes for: 12 whole ems (`steady-em-N`) and 19 twentieths (`steady-em20-N`). */
export const STEADY_MAX_EM = 12.95;

/**
 * The classes that give a word's box its width, to the nearest twentieth of an em, or none for a word wider than
 * the range (its box then takes the text's own width).
 */
export function steadyWidthClasses(em: number): string[] {
  const twentieths = Math.round(em * 20);
  if (twentieths > STEADY_MAX_EM * 20) return [];
  return [`steady-em-${Math.floor(twentieths / 20)}`, `steady-em20-${twentieths % 20}`];
}

/**
 * The words of a text, where a line may break. A word of punctuation alone ("Tensura :", "Shop — Coming Soon")
 * stays with the word before it, as the browser would keep it: a line never starts with it.
 */
export function displayWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .reduce<string[]>((words, word) => {
      if (words.length > 0 && !/[\p{L}\p{N}]/u.test(word)) words[words.length - 1] += ` ${word}`;
      else words.push(word);
      return words;
    }, []);
}
