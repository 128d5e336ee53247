import { z } from 'zod';
import { imagePathSchema, slugSchema, statSchema, tagSchema, textSchema } from './common';

/** content/structures.json: notable places of the dungeon. */
export const structureSchema = z.object({
  slug: slugSchema,
  name: textSchema,
  description: textSchema,
  tags: z.array(tagSchema).min(1),
  image: imagePathSchema.optional(),
  stats: z.array(statSchema).default([]),
  /** Wiki pages with more on this place. */
  wiki: z.array(slugSchema).default([]),
});
export type Structure = z.infer<typeof structureSchema>;
export const structureListSchema = z.array(structureSchema);
