import type { Metadata } from 'next';
import { getContent } from './content';
import type { PAGE_IDS } from './schemas/pages';

/** Title and description of a fixed page, from content/pages.json. */
export function fixedPageMetadata(id: (typeof PAGE_IDS)[number], path: string): Metadata {
  const copy = getContent().pages[id];
  const title = [copy.title, copy.titleAccent].filter(Boolean).join(' ').replace(/\s+—\s+/, ' — ');
  return { title, description: copy.description, alternates: { canonical: path } };
}
