/** The strings the hostile-input browser test types into every search box and URL parameter. */
export const HOSTILE = [
  '<img src=x onerror=window.__pwned=1>',
  '.*+?^${}()|[]\\/',
  '(?<x>a)\\k<x> [[:alpha:]] %s %d',
  'x'.repeat(10_000),
  '🐉🔥 👩‍👩‍👧‍👦',
  'مرحبا ‏שלום‎ \u202Eevil',
  'before\u0000after',
  '__proto__',
  'constructor',
];
