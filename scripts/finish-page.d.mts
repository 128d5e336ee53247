/** Types for scripts/finish-page.mjs (imported by unit tests). */
export function finishPage(html: string, out: string): Promise<{ html: string; hashes: number; inlinedBytes: number; hrefs: string[]; assets: string[] }>;
