/** One entry of an on-page table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/** A two-level TOC (h2s with their h3s); h3s before the first h2 are top level, deeper headings left out. */
export function buildToc(headings: readonly { depth: number; text: string; id: string }[]): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) toc.push({ id: heading.id, text: heading.text, children: [] });
    else if (heading.depth === 3) {
      const parent = toc.at(-1);
      const entry = { id: heading.id, text: heading.text, children: [] };
      if (parent) parent.children.push(entry);
      else toc.push(entry);
    }
  }
  return toc;
}

/** Number of entries, children included. */
export function tocSize(toc: readonly TocEntry[]): number {
  return toc.reduce((n, e) => n + 1 + tocSize(e.children), 0);
}

/** Ids in document order, for scroll-spy. */
export function tocIds(toc: readonly TocEntry[]): string[] {
  return toc.flatMap((e) => [e.id, ...tocIds(e.children)]);
}
