/** Types for scripts/finish-page.mjs (imported by unit tests). */
export type InlineCode = { text: string } | { hash: string };
export type PageCode = { scripts: InlineCode[]; styles: InlineCode[]; styleAttributes: InlineCode[] };
export type FinishedPage = { html: string; code: PageCode; inlinedBytes: number; hrefs: string[]; assets: string[] };
export function finishHtml(html: string, out: string): Promise<FinishedPage>;
export function withPolicy(page: FinishedPage, options: { wasm: boolean }): { html: string; hashes: number };
