import { z } from 'zod';
import { imagePathSchema, slugSchema, tagSchema, textSchema } from './common';

/** Item grades, lowest to highest. */
export const GRADES = ['Special', 'Rare', 'Unique', 'Legend', 'God'] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;

/** Infusion types named by the game (gear pages use None, Darkness, Fire, Earth, Battle, Water, Wind). */
export const INFUSIONS = ['None', 'Fire', 'Flame', 'Water', 'Earth', 'Land', 'Darkness', 'Light', 'Wind', 'Space', 'Battle'] as const;
export const infusionSchema = z.enum(INFUSIONS);

/** A value for one grade, or "unknown" where no source gives it (never invent a number). */
export const gradeValueSchema = z.union([z.number(), z.literal('unknown')]);
export type GradeValue = z.infer<typeof gradeValueSchema>;

/** A stat by grade: one value per grade of the item, or, where a source gave no grades, the numbers plus a note. */
export const gradedNumbersSchema = z.union(
  [
  z.partialRecord(gradeSchema, gradeValueSchema),
  z.object({
    /** The numbers in the order the source printed them. */
    unassigned: z.array(z.number()).min(1),
    /** Why they cannot be matched to grades. */
    note: textSchema,
  }),
  ],
  {
    error:
      'expected one number (or "unknown") per grade, e.g. {"Unique": 33, "Legend": 46, "God": 70}, or {"unassigned": [numbers], "note": "why"}',
  },
);
export type GradedNumbers = z.infer<typeof gradedNumbersSchema>;

/** Weapon stats. */
export const weaponStatsSchema = z.object({
  attackDamage: gradedNumbersSchema,
  attackSpeed: z.number().positive(),
  /** Critical hit chance in percent. */
  critChancePercent: z.number().min(0).max(100).optional(),
  /** Extra critical damage multiplier, e.g. 0.5. */
  critMultiplier: z.number().optional(),
  /** Attack range change in blocks, e.g. -0.75 or 2. */
  range: z.number().optional(),
  /** Sweeping Chance the weapon adds, as the tooltip prints it ("+100 Sweeping Chance" → 100). */
  sweepingChance: z.number().optional(),
});

/** One armor piece and its per-grade values. */
export const armorPieceSchema = z.object({
  /** Piece name as in game, e.g. "Minos Helmet". */
  name: textSchema,
  armor: gradedNumbersSchema,
  toughness: gradedNumbersSchema.optional(),
  knockbackResistance: gradedNumbersSchema.optional(),
});

/** A named ability with its effect, and when it applies where that is narrower than "always, at every grade". */
export const gearAbilitySchema = z.object({
  name: textSchema,
  description: textSchema,
  /** Only from this grade up, e.g. "God" for an infusion the God grade adds. */
  fromGrade: gradeSchema.optional(),
  /** Only while the whole armor set is worn (a set bonus). */
  fullSet: z.literal(true).optional(),
});
export type GearAbility = z.infer<typeof gearAbilitySchema>;

/** Where the item comes from. */
export const gearSourceSchema = z.discriminatedUnion('kind', [
  /** Dropped by one or more bosses (slugs in content/bosses.json). */
  z.object({ kind: z.literal('boss'), bosses: z.array(slugSchema).min(1) }),
  /** Sold by Kurobee on Floor 95. */
  z.object({ kind: z.literal('kurobee') }),
]);

/** content/gear.json: one record per weapon or armor set, shared by wiki pages, lists and detail pages. */
export const gearItemSchema = z
  .object({
    slug: slugSchema,
    name: textSchema,
    kind: z.enum(['weapon', 'armor']),
    description: textSchema,
    tags: z.array(tagSchema).min(1),
    image: imagePathSchema.optional(),
    /** Grades the item exists in, lowest first. */
    grades: z.array(gradeSchema).min(1),
    infusion: infusionSchema,
    /** Extra wording about the infusion, e.g. "God grade only". */
    infusionNote: z.string().optional(),
    weapon: weaponStatsSchema.optional(),
    armorPieces: z.array(armorPieceSchema).optional(),
    abilities: z.array(gearAbilitySchema).default([]),
    source: gearSourceSchema,
    /** The wiki page that covers this item. */
    wiki: slugSchema,
    /** What an earlier listing said where it disagreed (shown as a note, never as a second set of numbers). */
    notes: z.array(textSchema).default([]),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'weapon' && !item.weapon) {
      ctx.addIssue({ code: 'custom', path: ['weapon'], message: 'a weapon needs "weapon" stats' });
    }
    if (item.kind === 'armor' && !item.armorPieces?.length) {
      ctx.addIssue({ code: 'custom', path: ['armorPieces'], message: 'an armor set needs at least one piece' });
    }
    const sorted = [...item.grades].sort((a, b) => GRADES.indexOf(a) - GRADES.indexOf(b));
    if (sorted.join() !== item.grades.join() || new Set(item.grades).size !== item.grades.length) {
      ctx.addIssue({ code: 'custom', path: ['grades'], message: `grades must be distinct and in order ${GRADES.join(' < ')}` });
    }
    const checkGraded = (value: GradedNumbers | undefined, path: (string | number)[]) => {
      if (!value || 'unassigned' in value) return;
      const keys = Object.keys(value);
      const expected = item.grades.join(', ');
      if (keys.length !== item.grades.length || !item.grades.every((g) => g in value)) {
        ctx.addIssue({ code: 'custom', path, message: `needs one value per grade (${expected}); got ${keys.join(', ') || 'none'}` });
      }
    };
    checkGraded(item.weapon?.attackDamage, ['weapon', 'attackDamage']);
    item.armorPieces?.forEach((piece, i) => {
      checkGraded(piece.armor, ['armorPieces', i, 'armor']);
      checkGraded(piece.toughness, ['armorPieces', i, 'toughness']);
      checkGraded(piece.knockbackResistance, ['armorPieces', i, 'knockbackResistance']);
    });
  });
export type GearItem = z.infer<typeof gearItemSchema>;
export const gearListSchema = z.array(gearItemSchema);
