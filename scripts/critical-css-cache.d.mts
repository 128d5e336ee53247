/** Types for scripts/critical-css-cache.mjs (imported by unit tests). */
import type { CriticalCssPage } from './critical-css-page.d.mts';
export type CriticalCssCache = { dir: string; buildId: string; toolDigest: string };
export function criticalCssCacheDir(): string;
export function buildIdOf(out: string): string;
export function criticalCssToolDigest(out: string): string;
export function cachedCriticalCss(html: string, out: string, cache: CriticalCssCache): Promise<CriticalCssPage & { key: string; hit: boolean }>;
export function pruneCriticalCssCache(dir: string, usedKeys: string[]): number;
