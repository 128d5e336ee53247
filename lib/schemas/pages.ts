import { z } from 'zod';
import { DETAIL_KINDS, type KindId } from '../kinds';
import { FIXED_PAGES } from '../routes';
import { textSchema } from './common';

/** Copy of one fixed page (lists and landing pages): headings, intro and UI texts. */
export const pageCopySchema = z
  .object({
    /** H1, first part. */
    title: textSchema,
    /** H1, second part drawn in the accent colour. */
    titleAccent: z.string().optional(),
    /** Meta description and search-engine snippet. */
    description: textSchema,
    /** Lead paragraph under the title. */
    intro: z.string().optional(),
    searchPlaceholder: z.string().optional(),
    facetLabel: z.string().optional(),
    allLabel: z.string().optional(),
    emptyMessage: z.string().optional(),
    /** Name of the page in the header menus (top-level pages only; defaults to the title). */
    menuLabel: z.string().optional(),
    /** Shown as a card in the home page's "Explore the dungeon" grid. */
    onHomePage: z.boolean().optional(),
  })
  .strict();
export type PageCopy = z.infer<typeof pageCopySchema>;

/** content/pages.json: copy of every fixed page, every list page and the 404 page, keyed by page id. */
export const PAGE_IDS: readonly PageId[] = [...FIXED_PAGES.map((p) => p.id), ...DETAIL_KINDS.map((k) => k.id), 'not-found'];
export type PageId = (typeof FIXED_PAGES)[number]['id'] | KindId | 'not-found';
export const pagesCopySchema = z.object(Object.fromEntries(PAGE_IDS.map((id) => [id, pageCopySchema])) as Record<PageId, typeof pageCopySchema>).strict();
export type PagesCopy = z.infer<typeof pagesCopySchema>;
