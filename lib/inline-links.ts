/*
 * Links inside record text: `[label](/path)`, the one piece of Markdown a record's section text may hold
 * (lib/schemas/record-body.ts). The loader checks each link; pages draw the parts; plain-text uses keep the label.
 */

import { splitAtMatches } from './template';

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Text, or a link with its label. */
export type InlinePart = { text: string } | { label: string; href: string };

/** The text split into plain runs and links, in order. */
export const inlineParts = (text: string): InlinePart[] => splitAtMatches(text, LINK, (match) => ({ label: match[1]!, href: match[2]! }));

/** Every link target in the text. */
export const inlineLinkHrefs = (text: string): string[] => [...text.matchAll(LINK)].map((m) => m[2]!);

/** The text as a reader sees it: each link replaced by its label. */
export const withoutInlineLinks = (text: string): string => text.replace(LINK, '$1');
