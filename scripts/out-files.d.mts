/** Types for scripts/out-files.mjs (imported by scripts and tests). */
import type { DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['parentNode'] | DefaultTreeAdapterMap['childNode'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

export function filesUnder(dir: string, options?: { ext?: string; skip?: string[] }): string[];
export function htmlPages(out: string): [url: string, file: string][];
export function parseHtml(html: string, options?: { locations?: boolean }): DefaultTreeAdapterMap['document'];
export function elementsOf(node: HtmlNode, tagName?: string): Generator<HtmlElement>;
export function attributeOf(element: HtmlElement, name: string): string | undefined;
export function textOf(node: HtmlNode): string;
export function flightScriptTexts(document: HtmlNode): string[];
