import { z } from 'zod';
import { slugSchema, textSchema } from './common';

/**
 * A record page's body: its own sections plus views built from other records. Text may hold {name} values and
 * [label](/path) links; descriptions hold neither, as they are also card text and search snippets.
 */

/** One line of a section: a short name in bold, then what it means for you, e.g. { "name": "Potions", "text": "…" }. */
export const recordLineSchema = z.object({ name: textSchema, text: textSchema }).strict();
export type RecordLine = z.infer<typeof recordLineSchema>;

/** A table or list built from other records, so numbers live in one place (drawn by RecordView.tsx). */
export const recordViewSchema = z.discriminatedUnion('kind', [
  /** The Floor 95 menu with prices (content/economy.json), the dishes announced as coming soon after it. */
  z.object({ kind: z.literal('restaurant-menu') }).strict(),
  /** The menu items marked `buff`: what you eat for, with price and effect. */
  z.object({ kind: z.literal('restaurant-buffs') }).strict(),
  /** Every coin exchange, both ways (content/economy.json coins). */
  z.object({ kind: z.literal('coin-exchange') }).strict(),
  /** The gear the shop NPC sells (content/gear.json, source "kurobee"), each with its best figure. */
  z.object({ kind: z.literal('gear-shop') }).strict(),
  /** Every boss: floor, EP, HP, first-kill gold and drops (content/bosses.json), and the drop odds once. */
  z.object({ kind: z.literal('boss-arena') }).strict(),
  /** The shrine challenges: tiers, time limits, attempts and locks (content/shrines.json). */
  z.object({ kind: z.literal('shrine-challenges') }).strict(),
  /** The NPCs whose `place` is this record, with their roles. */
  z.object({ kind: z.literal('npcs-here') }).strict(),
  /** Named gear abilities, each linked to its item's wiki page with the ability's own words (and numbers). */
  z
    .object({
      kind: z.literal('gear-abilities'),
      abilities: z.array(z.object({ item: slugSchema, ability: textSchema }).strict()).min(1),
    })
    .strict(),
]);
export type RecordView = z.infer<typeof recordViewSchema>;
export type RecordViewKind = RecordView['kind'];

/** A `##` section of a record page: paragraphs, then lines, then a view, each optional (at least one). */
export const recordSectionSchema = z
  .object({
    title: textSchema,
    text: z.array(textSchema).default([]),
    lines: z.array(recordLineSchema).default([]),
    view: recordViewSchema.optional(),
  })
  .strict()
  .refine((s) => s.text.length + s.lines.length > 0 || s.view !== undefined, { message: 'a section needs text, lines or a view' });
export type RecordSection = z.infer<typeof recordSectionSchema>;

/** The fields of a record page's body: its sections, and what sources disagree on (the collapsed "Notes on sources"). */
export const recordBodyFields = {
  sections: z.array(recordSectionSchema).default([]),
  /** Where sources disagree, one sentence each (docs/STYLE-GUIDE.md "Notes on sources"). */
  notes: z.array(textSchema).default([]),
};
