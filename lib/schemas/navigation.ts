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

/**
 * content/navigation.json: the footer. The header menus are not listed here: they are every
 * top-level route of lib/records/routes.ts, named by `menuLabel` in content/pages.json.
 */
export const navigationSchema = z.object({
  footer: z.object({
    blurb: textSchema,
    badge: textSchema,
    groups: z.array(z.object({ title: textSchema, links: z.array(footerLinkSchema).min(1) })).min(1),
    tagline: textSchema,
  }),
});
export type Navigation = z.infer<typeof navigationSchema>;
