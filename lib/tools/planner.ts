import type { LimiterThreshold } from '../schemas/limiter';
import { expectedKills, killsForChance, TARGET_CHANCES } from './drops';
import { epSharePercent, limiterBracket, type LimiterBracket } from './limiter';

/** What the planner needs of a boss record (plain data, passed to the client). */
export interface PlannerBoss {
  slug: string;
  name: string;
  floor: number;
  ep: { min: number; max?: number };
  hp: number;
  armor: number;
  attack: number;
  firstKillGold?: number;
  dropChancePercent: number;
  drops: { slug: string; name: string; href: string }[];
  wiki: { title: string; href: string };
  /** The boss has Limiter (content/limiter.json). */
  limiter: boolean;
}

/** Longest EP the planner accepts, in digits. */
export const MAX_EP_DIGITS = 12;

/** Reads a typed EP: a whole number, optionally grouped with commas or spaces; null otherwise. */
export function parseEp(text: string): number | null {
  const digits = text.trim().replace(/[,_\s]/g, '');
  if (!/^\d+$/.test(digits) || digits.replace(/^0+(?=\d)/, '').length > MAX_EP_DIGITS) return null;
  return Number(digits);
}

export interface PlannerInputs {
  boss: PlannerBoss;
  epText: string;
  /** null when the box is empty or not a whole number. */
  ep: number | null;
}

/** The planner's inputs checked against the records: an unknown boss falls back to the first one. */
export function resolvePlannerInputs(state: { boss?: string; ep?: string }, bosses: readonly PlannerBoss[]): PlannerInputs {
  const boss = bosses.find((b) => b.slug === state.boss) ?? bosses[0]!;
  const epText = state.ep ?? '';
  return { boss, epText, ep: epText.trim() ? parseEp(epText) : null };
}

export interface FightPlan {
  /** Kills for each target chance of at least one drop. */
  odds: { target: number; kills: number }[];
  expected: number;
  /** Your EP as a share of the boss's: one value, or lowest–highest where the boss's EP is a range. */
  share?: { min: number; max: number };
  /** The Limiter row your share falls under (Limiter bosses only; they have a single EP value). */
  limiter?: LimiterBracket;
}

/** Drop odds for the boss, and your EP against its EP and Limiter. */
export function planFight(boss: PlannerBoss, ep: number | null, thresholds: readonly LimiterThreshold[]): FightPlan {
  const chance = boss.dropChancePercent / 100;
  const plan: FightPlan = {
    odds: TARGET_CHANCES.map((target) => ({ target, kills: killsForChance(target, chance) })),
    expected: expectedKills(chance),
  };
  if (ep === null) return plan;
  const highest = boss.ep.max ?? boss.ep.min;
  plan.share = { min: epSharePercent(ep, highest), max: epSharePercent(ep, boss.ep.min) };
  if (boss.limiter) plan.limiter = limiterBracket(epSharePercent(ep, boss.ep.min), thresholds);
  return plan;
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "28.57%". */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}
