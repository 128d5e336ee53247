import { z } from 'zod';
import { namedEntryFields, slugSchema, textSchema } from './common';

/** One shrine tier, e.g. { "id": "gold", "name": "Gold" }. */
export const shrineTierSchema = z.object({
  /** Lowercase id used by the challenges' per-tier values. */
  id: slugSchema,
  name: textSchema,
});
export type ShrineTier = z.infer<typeof shrineTierSchema>;

/** A number for one tier, or "unknown" where the facts do not give it (never invent one). */
export const tierNumberSchema = z.union([z.number().positive(), z.literal('unknown')]);
export type TierNumber = z.infer<typeof tierNumberSchema>;

/** A rule that applies only at some tiers, e.g. the Stellar debuffs. */
export const tierRuleSchema = z.object({
  /** Tier ids the rule applies at. */
  tiers: z.array(slugSchema).min(1),
  /** The rule in the player's words. */
  text: textSchema,
});
export type TierRule = z.infer<typeof tierRuleSchema>;

/** One of the five challenge types. */
export const shrineChallengeSchema = z.object({
  /** id e.g. "protect-the-shrine" (MDX: <ShrineChallenge id="…" />); name as in game, e.g. "Protect the Shrine". */
  ...namedEntryFields,
  /** What you have to do, one or two sentences. */
  objective: textSchema,
  /** Tier ids the challenge appears at, lowest first. */
  tiers: z.array(slugSchema).min(1),
  /** Time limit in minutes per tier; one key per tier of the challenge; "unknown" where not stated. */
  timeLimitMinutes: z.record(z.string(), tierNumberSchema),
  /** The shrine's health per tier, where the challenge gives the shrine a health bar. */
  shrineHp: z.record(z.string(), tierNumberSchema).optional(),
  /** Chance in percent that this challenge appears at all (Kill All Mini Slimes). */
  spawnChancePercent: z.number().positive().max(100).optional(),
  /** Tries allowed per day, where the challenge limits them. */
  attemptsPerDay: z.number().int().positive().optional(),
  /** When the shrine locks afterwards; omitted where no lock is stated. */
  lock: z
    .object({
      /** "failure": only a failed attempt locks it; "end": it locks whenever the challenge ends (not repeatable). */
      after: z.enum(['failure', 'end']),
      hours: z.number().positive(),
    })
    .optional(),
  /** Rules that hold at every tier of this challenge. */
  rules: z.array(textSchema).default([]),
  /** Rules for some tiers only (Gold buffs, Stellar debuffs...). */
  tierRules: z.array(tierRuleSchema).default([]),
});
export type ShrineChallenge = z.infer<typeof shrineChallengeSchema>;

/** A progression row: the bonus at `completed` tiers; rows do not add up, and an omitted field is not in that row. */
export const shrineMilestoneSchema = z
  .object({
    /** Completed shrine tiers for this row. */
    completed: z.number().int().positive(),
    /** The row reads "N+": it covers every count from N up to the next row. */
    orMore: z.boolean().default(false),
    /** Extra chance of Uncommon loot, in percent. */
    uncommonLootPercent: z.number().positive().optional(),
    /** An Uncommon roll is guaranteed. */
    uncommonGuaranteed: z.literal(true).optional(),
    /** Extra chance of Rare loot, in percent. */
    rareLootPercent: z.number().positive().optional(),
    /** Extra chance of Elite spawns, in percent. */
    eliteSpawnPercent: z.number().positive().optional(),
    /** Number of chests the row gives (the table says, e.g., "2 chests"). */
    chests: z.number().int().positive().optional(),
    /** Chance of a loot explosion, in percent. */
    lootExplosionPercent: z.number().positive().optional(),
  })
  .strict();
export type ShrineMilestone = z.infer<typeof shrineMilestoneSchema>;

/** content/shrines.json: tiers, challenge types, the progression table and chests (Shrines page, shrine tool). */
export const shrinesSchema = z
  .object({
    /** Shrine tiers, easiest first. */
    tiers: z.array(shrineTierSchema).min(1),
    /** Hours until the shrine chambers reset. */
    resetHours: z.number().positive(),
    challenges: z.array(shrineChallengeSchema).min(1),
    /** The progression table, by completed count, lowest first. */
    milestones: z.array(shrineMilestoneSchema).min(1),
    rewards: z.object({
      /** A shrine chest holds about this many times the coins of a normal chest. */
      chestCoinsMultiplier: z.number().positive(),
      /** Levels above normal of the engraving on the rare gear a Stellar chest can hold. */
      stellarEngravingLevels: z.number().int().positive(),
    }),
    /** The wiki page that explains shrines. */
    wiki: slugSchema,
  })
  .strict()
  .superRefine((shrines, ctx) => {
    const tierIds = shrines.tiers.map((t) => t.id);
    if (new Set(tierIds).size !== tierIds.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be distinct' });
    const challengeIds = shrines.challenges.map((c) => c.id);
    if (new Set(challengeIds).size !== challengeIds.length) ctx.addIssue({ code: 'custom', path: ['challenges'], message: 'challenge ids must be distinct' });
    shrines.challenges.forEach((challenge, i) => {
      const at = (...rest: (string | number)[]) => ['challenges', i, ...rest];
      const ordered = tierIds.filter((id) => challenge.tiers.includes(id));
      if (ordered.join() !== challenge.tiers.join()) {
        ctx.addIssue({ code: 'custom', path: at('tiers'), message: `tiers must be known tier ids in order (${tierIds.join(', ')})` });
      }
      const perTier = (values: Record<string, unknown> | undefined, field: string) => {
        if (!values) return;
        const keys = Object.keys(values);
        if (keys.length !== challenge.tiers.length || !challenge.tiers.every((t) => t in values)) {
          ctx.addIssue({ code: 'custom', path: at(field), message: `needs one value per tier of the challenge (${challenge.tiers.join(', ')}); got ${keys.join(', ') || 'none'}` });
        }
      };
      perTier(challenge.timeLimitMinutes, 'timeLimitMinutes');
      perTier(challenge.shrineHp, 'shrineHp');
      challenge.tierRules.forEach((rule, r) => {
        const stray = rule.tiers.filter((t) => !challenge.tiers.includes(t));
        if (stray.length) ctx.addIssue({ code: 'custom', path: at('tierRules', r, 'tiers'), message: `"${stray.join('", "')}" is not a tier of this challenge` });
      });
    });
    shrines.milestones.forEach((row, i) => {
      const previous = shrines.milestones[i - 1];
      if (previous && previous.completed >= row.completed) {
        ctx.addIssue({ code: 'custom', path: ['milestones', i, 'completed'], message: 'rows must be in increasing order of completed' });
      }
      const bonuses = Object.keys(row).filter((key) => key !== 'completed' && key !== 'orMore');
      if (bonuses.length === 0) ctx.addIssue({ code: 'custom', path: ['milestones', i], message: 'a row needs at least one bonus' });
    });
  });
export type Shrines = z.infer<typeof shrinesSchema>;
