/** Types for scripts/critical-css-fonts.mjs (imported by unit tests). */
/** Removes the top-level @font-face rules of each stylesheet (hrefs under `out`); returns how many per href. */
export function dropFontFacesFromStylesheets(out: string, hrefs: string[]): Map<string, number>;
