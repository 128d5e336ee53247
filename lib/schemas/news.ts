import { z } from 'zod';
import { slugSchema, textSchema } from './common';

/** Where a news item is shown. */
export const newsPlacementSchema = z.enum(['home', 'news', 'server']);

/** A link target: an internal route ("/wiki") or a key of site.json "links". */
export const newsLinkSchema = z.union([
  z.object({ href: z.string().startsWith('/') }),
  z.object({ siteLink: z.string().min(1) }),
]);

/** content/news.json: announcements. "{version}" in a title or summary is replaced by the latest update version from site.json. */
export const newsItemSchema = z.object({
  id: slugSchema,
  title: textSchema,
  summary: textSchema,
  link: newsLinkSchema.optional(),
  linkLabel: z.string().optional(),
  placements: z.array(newsPlacementSchema).min(1),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);
