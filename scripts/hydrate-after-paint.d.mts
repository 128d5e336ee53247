/** Types for scripts/hydrate-after-paint.mjs (imported by unit tests). */
export function loaderFile(): { text: string; url: string };
export function hydrateAfterPaint(html: string, loaderUrl: string): string;
