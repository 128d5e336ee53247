import { z } from 'zod';
import { imagePathSchema, slugSchema, tagSchema, textSchema } from './common';

/** content/wiki-sections.json: the sections of the wiki index, in display order. */
export const wikiSectionSchema = z.object({
  /** Stable anchor on /wiki, e.g. "bosses" → /wiki#bosses. */
  id: slugSchema,
  title: textSchema,
  /** One line shown in navboxes and the guide. */
  summary: z.string().optional(),
  /** Slug of the section's hub page (an overview of the section); the index heading and the navbox link to it. */
  hub: slugSchema.optional(),
});
export type WikiSection = z.infer<typeof wikiSectionSchema>;
export const wikiSectionListSchema = z.array(wikiSectionSchema).min(1);

/** Frontmatter of content/wiki/<slug>.mdx. */
export const wikiFrontmatterSchema = z.object({
  /** The page's H1. */
  title: textSchema,
  /** Heading of the page's card on the wiki index (may differ from the title). */
  heading: textSchema,
  /** One or two sentences: the card text and the meta description. */
  description: textSchema.max(300),
  tags: z.array(tagSchema).default([]),
  /** Section id from content/wiki-sections.json. */
  section: slugSchema,
  /** The page's slug; must equal the file name. */
  Link: slugSchema,
  image: imagePathSchema.optional(),
  /** Position inside its section (lower first). */
  order: z.number().int().min(0),
  /** The line a hub page shows for this page (what a player finds here, with its key number); falls back to `description`. */
  hubLine: textSchema.max(200).optional(),
  /** Placeholder page: shown with a one-line stub and left out of the index. */
  stub: z.boolean().default(false),
});
export type WikiFrontmatter = z.infer<typeof wikiFrontmatterSchema>;
