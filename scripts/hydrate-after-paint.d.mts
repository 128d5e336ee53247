/** Types for scripts/hydrate-after-paint.mjs (imported by unit tests). */
export function loaderFile(): Promise<{ text: string; url: string }>;
export function flightFile(text: string): { text: string; url: string };
export function hydrateAfterPaint(html: string, loaderUrl: string): { html: string; flight?: { text: string; url: string } };
export function loaderFiles(html: string): { chunks: string[]; flight: string | undefined };
