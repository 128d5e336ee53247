import { z } from 'zod';
import { slugSchema } from './common';

/** A layout of docs/STYLE-GUIDE.md: its sections and the body `npm run new -- page` writes (`{todo}` → a TODO). */
export const pageLayoutSchema = z
  .object({
    /** Ids from content/wiki-sections.json. */
    sections: z.array(slugSchema).min(1),
    /** The body's lines: headings in the layout's order, components, and what to write where. */
    body: z.array(z.string()).min(1),
  })
  .strict();
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/** content/page-layouts.json: the page layouts by id; every wiki section follows exactly one. */
export const pageLayoutsSchema = z.record(slugSchema, pageLayoutSchema);
