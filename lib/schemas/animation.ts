import { z } from 'zod';
import { imagePathSchema, slugSchema, statSchema, tagSchema, textSchema } from './common';

/** content/animations.json: player animation sets. */
export const animationSchema = z.object({
  slug: slugSchema,
  name: textSchema,
  description: textSchema,
  tags: z.array(tagSchema).min(1),
  image: imagePathSchema.optional(),
  /** Label/value facts; cards show the first two. */
  stats: z.array(statSchema).default([]),
  /** Wiki pages with more on this animation. */
  wiki: z.array(slugSchema).default([]),
});
export type Animation = z.infer<typeof animationSchema>;
export const animationListSchema = z.array(animationSchema);
