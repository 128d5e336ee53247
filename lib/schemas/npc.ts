import { z } from 'zod';
import { imagePathSchema, slugSchema, statSchema, tagSchema, textSchema } from './common';

/** content/npcs.json: one record per dungeon NPC. */
export const npcSchema = z.object({
  slug: slugSchema,
  name: textSchema,
  /** What the NPC does for players, e.g. "Weaponsmith & Armorer". */
  role: textSchema,
  /** Where the NPC is found, e.g. "Floor 95" or "Dungeon lobby". */
  location: textSchema,
  description: textSchema,
  tags: z.array(tagSchema).min(1),
  image: imagePathSchema.optional(),
  /** Services offered, shown as a list and counted on cards. */
  services: z.array(textSchema).min(1),
  stats: z.array(statSchema),
  /** The wiki page that covers this NPC. */
  wiki: slugSchema,
});
export type Npc = z.infer<typeof npcSchema>;
export const npcListSchema = z.array(npcSchema);
