/** Types for scripts/finished-page-cache.mjs (imported by unit tests). */
import type { FinishedPage } from './finish-page.d.mts';
export type FinishedPageCache = { dir: string; buildId: string; toolDigest: string };
export function finishedPageCacheDir(): string;
export function buildIdOf(out: string): string;
export function finishedPageToolDigest(out: string): string;
export function cachedFinishedPage(html: string, out: string, cache: FinishedPageCache): Promise<FinishedPage & { key: string; hit: boolean }>;
export function pruneFinishedPageCache(dir: string, usedKeys: string[]): number;
