/** `[label](/path)` links in record text, the only Markdown it may hold; the loader checks each one. */

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Text, or a link with its label. */
export type InlinePart = { text: string } | { label: string; href: string };

/** The text split into plain runs and links, in order. */
export function inlineParts(text: string): InlinePart[] {
  // Split at the pattern, whose two groups are kept: text, label, href, text, label, href, …, text.
  const pieces = text.split(LINK);
  const parts: InlinePart[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) parts.push({ text: pieces[i]! });
    if (i + 2 < pieces.length) parts.push({ label: pieces[i + 1]!, href: pieces[i + 2]! });
  }
  return parts;
}

/** Every link target in the text. */
export const inlineLinkHrefs = (text: string): string[] => [...text.matchAll(LINK)].map((m) => m[2]!);

/** The text as a reader sees it: each link replaced by its label. */
export const withoutInlineLinks = (text: string): string => text.replace(LINK, '$1');
