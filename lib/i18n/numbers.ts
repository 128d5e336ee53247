import { ENGLISH_NUMBERS, type NumberStyle } from './number-style';

/** The numbers a text states, read in its language ("130.000" in Spanish is 130000), for check-numbers.ts. */

const SPACES = /[ \u00a0\u202f]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number token in `style`, or NaN: "130.000" → 130000 in Spanish; "1.21" is not a Spanish number. */
function valueIn(token: string, style: NumberStyle): number {
  const group = SPACES.test(style.group) ? '[ \\u00a0\\u202f]' : escape(style.group);
  const pattern = new RegExp(`^(?:\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${escape(style.decimal)}\\d+)?$`);
  if (!pattern.test(token)) return Number.NaN;
  return Number(token.replace(new RegExp(group, 'g'), '').replace(style.decimal, '.'));
}

/** Number tokens of a text: digits with the separators of either style between them ("10 000" when spaces group). */
function tokens(text: string, style: NumberStyle): string[] {
  const spaced = SPACES.test(style.group) ? '[ \\u00a0\\u202f]|' : '';
  return text.match(new RegExp(`\\d(?:(?:${spaced}[.,])?\\d)*`, 'g')) ?? [];
}

/** The values a text states in `style`; a token that is no number in `style` counts as written in English (a version, "1.21"). */
export function numbersIn(text: string, style: NumberStyle = ENGLISH_NUMBERS): Set<number> {
  const values = new Set<number>();
  for (const token of tokens(text, style)) {
    const value = valueIn(token, style);
    if (!Number.isNaN(value)) values.add(value);
    else {
      const english = valueIn(token, ENGLISH_NUMBERS);
      if (!Number.isNaN(english)) values.add(english);
      else for (const part of token.split(/[^\d]+/)) if (part) values.add(Number(part));
    }
  }
  return values;
}

/** What a translation states differently: the English numbers it lacks and the numbers it adds. */
export function numberDifferences(english: string, translation: string, style: NumberStyle): { missing: number[]; extra: number[] } {
  const expected = numbersIn(english);
  const found = numbersIn(translation, style);
  return { missing: [...expected].filter((n) => !found.has(n)), extra: [...found].filter((n) => !expected.has(n)) };
}
