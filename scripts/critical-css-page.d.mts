/** Types for scripts/critical-css-page.mjs (imported by unit tests). */
import type { DefaultTreeAdapterMap } from 'parse5';
export type CriticalCssPage = { html: string; document: DefaultTreeAdapterMap['document']; inlinedBytes: number; hrefs: string[] };
export const CRITICAL_CSS_OPTIONS: Record<string, unknown>;
export function criticalCss(html: string, out: string): Promise<CriticalCssPage>;
