import { z } from 'zod';

/** URL-safe record identifier: lowercase words joined by single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug such as "black-spider" (letters, digits, single hyphens)');

/** Path of an image under public/, e.g. "/images/bosses/black-spider.svg". The loader checks the file exists. */
export const imagePathSchema = z
  .string()
  .regex(/^\/images\/[\w\-/]+\.(svg|png|jpe?g|webp|avif)$/, 'a path under /images/ ending in .svg, .png, .jpg, .webp or .avif');

/** A label/value pair shown in stat rows and infoboxes (text on both sides, formatted by the editor). */
export const statSchema = z.object({
  /** Short label, e.g. "Difficulty". */
  label: z.string().min(1),
  /** Display value, e.g. "Beginner". */
  value: z.string().min(1),
});
export type Stat = z.infer<typeof statSchema>;

/** A tag name; must exist in content/tags.json (checked by the loader). */
export const tagSchema = z.string().min(1);

/** Non-empty prose. */
export const textSchema = z.string().trim().min(1);

/** The first two fields of a named entry inside a record: a stable id (slug) and the name the site shows. */
export const namedEntryFields = { id: slugSchema, name: textSchema };

/** The fields every record with a page of its own starts with: what lists, checks and indexes read. */
export const recordFields = {
  slug: slugSchema,
  name: textSchema,
  description: textSchema,
  tags: z.array(tagSchema).min(1),
  image: imagePathSchema.optional(),
};
