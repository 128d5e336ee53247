import { z } from 'zod';
import { textSchema } from './common';

/** An internal link (route path, optional #anchor). */
export const internalLinkSchema = z.object({
  label: textSchema,
  href: z.string().regex(/^\/[\w\-/]*(#[\w-]+)?$/, 'an internal path such as "/wiki/dungeon-map"'),
});

/** A footer entry: internal path or a key of site.json "links". */
export const footerLinkSchema = z.union([
  internalLinkSchema,
  z.object({ siteLink: z.string().min(1), icon: z.enum(['people', 'heart']).optional() }),
]);

/** content/navigation.json: the footer (the header menus are the top-level routes, named by `menuLabel`). */
export const navigationSchema = z.object({
  footer: z.object({
    blurb: textSchema,
    badge: textSchema,
    groups: z.array(z.object({ title: textSchema, links: z.array(footerLinkSchema).min(1) })).min(1),
    tagline: textSchema,
  }),
});
export type Navigation = z.infer<typeof navigationSchema>;
