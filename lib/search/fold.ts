/** Diacritics folding ("Mjollmile" finds "Mjöllmile"), per character so excerpt positions map back to the original. */

const COMBINING_MARKS = /\p{M}/gu;

/** Letters that NFD does not decompose but readers type without their stroke or ligature, and Cyrillic. */
const SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  // Cyrillic read as Latin letters, so "Мезул" finds Mezul (names stay in Latin letters on Russian pages), a typo in
  // it is one letter off as in Latin, and Russian words fold the same way in the index and in the query.
  ...Object.fromEntries(
    [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґ'].map((letter, i) => [
      letter,
      'a b v g d e e zh z i i k l m n o p r s t u f kh ts ch sh shch - y - e yu ya i i e g'.split(' ')[i]!.replace('-', ''),
    ]),
  ),
};

/** ASCII text has no diacritics: lower-casing folds it, one character for one (the common case, and much faster). */
const ASCII = /^[\x00-\x7f]*$/;

/** One character, lower-cased and without diacritics (may be empty for a lone combining mark, or two letters). */
function foldChar(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char.toLowerCase();
  const lower = char.toLowerCase();
  return SPECIAL[lower] ?? lower.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** Lower-case text without diacritics: "Mjöllmile" → "mjollmile". */
export function foldDiacritics(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

/** Folded text plus, for every folded UTF-16 unit, the index of the original character it came from. */
export interface FoldedText {
  folded: string;
  /** origin[i] = index in the original string of the character that produced folded[i]; one extra entry = original length. */
  origin: number[];
}

export function foldWithOrigin(text: string): FoldedText {
  if (ASCII.test(text)) return { folded: text.toLowerCase(), origin: Array.from({ length: text.length + 1 }, (_, i) => i) };
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    for (let i = 0; i < part.length; i++) origin.push(index);
    folded += part;
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}
