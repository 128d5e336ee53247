import { z } from 'zod';
import { imagePathSchema, slugSchema, statSchema, tagSchema, textSchema } from './common';
import { recordBodyFields, recordLineSchema } from './record-body';

/** content/npcs.json: one record per dungeon NPC (its page: components/detail/NpcDetail.tsx). */
export const npcSchema = z.object({
  slug: slugSchema,
  name: textSchema,
  /** What the NPC does for players, e.g. "Weaponsmith & Armorer". */
  role: textSchema,
  /** Where the NPC is found, e.g. "Floor 95" or "Dungeon lobby". */
  location: textSchema,
  /** The structure (content/structures.json) the NPC is found in, if one: the location links to it and its page lists the NPC. */
  place: slugSchema.optional(),
  /** The lead of the page and the card text: who they are, where, and why you visit (no links). */
  description: textSchema,
  tags: z.array(tagSchema).min(1),
  image: imagePathSchema.optional(),
  /** What the NPC sells, buys or does, with prices: one line each (names are searched on the list and counted on cards). */
  services: z.array(recordLineSchema).min(1),
  /** Infobox figures beyond role and location (a number or a short fact, never a label restated). */
  stats: z.array(statSchema).default([]),
  /** The wiki page that covers this NPC. */
  wiki: slugSchema,
  ...recordBodyFields,
});
export type Npc = z.infer<typeof npcSchema>;
export const npcListSchema = z.array(npcSchema);
