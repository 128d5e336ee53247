import { z } from 'zod';
import { imagePathSchema, slugSchema, statSchema, tagSchema, textSchema } from './common';

/** A boss ability: exact in-game name plus what it does. */
export const abilitySchema = z.object({
  name: textSchema,
  description: textSchema,
});

/** content/bosses.json: one record per floor boss. */
export const bossSchema = z.object({
  slug: slugSchema,
  /** Display name, e.g. "Black Spider". */
  name: textSchema,
  /** Dungeon floor the boss guards (boss floors are 10, 20, 30, 40, 50). */
  floor: z.number().int().min(1).max(100),
  /** Existence points: a single value or a min–max range. */
  ep: z.object({ min: z.number().int().positive(), max: z.number().int().positive().optional() }),
  hp: z.number().positive(),
  armor: z.number().min(0),
  /** Base attack damage. */
  attack: z.number().positive(),
  /** One-sentence summary used on cards and in meta descriptions. */
  description: textSchema,
  tags: z.array(tagSchema).min(1),
  image: imagePathSchema.optional(),
  abilities: z.array(abilitySchema).min(1),
  /** Gold coins for the first kill; omitted where no source gives a number. */
  firstKillGold: z.number().int().positive().optional(),
  /** Gear record slugs (content/gear.json) this boss can drop. */
  drops: z.array(slugSchema),
  /** Chance in percent that the boss drops its gear. */
  dropChancePercent: z.number().min(0).max(100),
  /** Extra label/value facts (difficulty, primary threat...). */
  stats: z.array(statSchema),
  /** Companions fighting alongside the boss, with their stats as text. */
  subordinates: z.string().optional(),
  /** The wiki page (content/wiki/<slug>.mdx) that covers this boss. */
  wiki: slugSchema,
  /** Where sources disagree: what an earlier listing said. */
  notes: z.array(textSchema).default([]),
});
export type Boss = z.infer<typeof bossSchema>;
export const bossListSchema = z.array(bossSchema);
