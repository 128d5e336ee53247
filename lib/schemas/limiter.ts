import { z } from 'zod';
import { slugSchema, textSchema } from './common';

/** One row of the Limiter table. */
export const limiterThresholdSchema = z.object({
  /** The row's cut-off in % of the Limiter bosses' EP, as the game prints it; whether it applies at it is unknown. */
  percent: z.number().positive(),
  /** What Limiter does to you at this row. */
  effect: textSchema,
});
export type LimiterThreshold = z.infer<typeof limiterThresholdSchema>;

/** One of the options you choose from when you start the fight yourself. */
export const limiterOptionSchema = z.object({
  /** Exact option name, e.g. "Fair Fight". */
  name: textSchema,
  description: textSchema,
});

/** content/limiter.json: the Floor 50 bosses' Limiter skill (boss pages, guide, boss planner). */
export const limiterSchema = z
  .object({
    /** Boss slugs (content/bosses.json) that have Limiter. */
    bosses: z.array(slugSchema).min(1),
    /** The table rows, lowest percent first. */
    thresholds: z.array(limiterThresholdSchema).min(1),
    /** The choices offered at the at-or-above row. */
    options: z.array(limiterOptionSchema),
    /** What the facts say about how Limiter compares EP, one plain sentence each. */
    known: z.array(textSchema).min(1),
    /** What the facts leave open, one plain sentence each (shown wherever the thresholds are shown). */
    unknown: z.array(textSchema).min(1),
  })
  .strict()
  .superRefine((limiter, ctx) => {
    limiter.thresholds.forEach((row, i) => {
      const previous = limiter.thresholds[i - 1];
      if (previous && previous.percent >= row.percent) {
        ctx.addIssue({ code: 'custom', path: ['thresholds', i, 'percent'], message: 'rows must be in increasing order of percent' });
      }
    });
  });
export type Limiter = z.infer<typeof limiterSchema>;
