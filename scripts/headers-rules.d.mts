/** Types for scripts/headers-rules.mjs (imported by unit tests). */
export type HeaderRule = { pattern: string; headers: [string, string][] };
export function parseHeadersFile(text: string): HeaderRule[];
export function formatHeadersFile(rules: HeaderRule[]): string;
export function headersFor(rules: HeaderRule[], urlPath: string): [string, string][];
export const IMMUTABLE_CACHE: string;
export const HEADER_CSP: string;
export const SITE_HEADER_RULES: HeaderRule[];
export function vercelConfig(rules?: HeaderRule[]): { $schema: string; trailingSlash: boolean; headers: { source: string; headers: { key: string; value: string }[] }[] };
export function pageCsp(html: string): string;
export function injectCspMeta(html: string, policy: string, document?: unknown): string;
export function hostFiles(): Record<string, string>;
export function cspMetaOf(html: string): string | undefined;
