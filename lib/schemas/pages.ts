import { z } from 'zod';
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
  })
  .strict();
export type PageCopy = z.infer<typeof pageCopySchema>;

/** content/pages.json: copy of the fixed pages, keyed by page id. */
export const PAGE_IDS = [
  'home',
  'bosses',
  'npcs',
  'structures',
  'animations',
  'boss-drops',
  'shop',
  'wiki',
  'guide',
  'news',
  'server',
  'community',
  'about',
  'support',
  'not-found',
  'tools',
  'tools-gear',
  'tools-coins',
  'tools-boss-planner',
  'tools-shrines',
] as const;
export const pagesCopySchema = z.object(Object.fromEntries(PAGE_IDS.map((id) => [id, pageCopySchema])) as Record<(typeof PAGE_IDS)[number], typeof pageCopySchema>).strict();
export type PagesCopy = z.infer<typeof pagesCopySchema>;
