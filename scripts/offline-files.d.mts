/** Types for scripts/offline-files.mjs (imported by unit tests). */
export function assetsOfPage(html: string): string[];
export function offlineFiles(out: string, assetsOfFile?: (file: string) => string[]): { pages: number; bytes: number; files: [url: string, bytes: number][] };
