import { localPath } from '../i18n/languages';
import type { Content } from '../model/collections';
import { bossFacts, bossFieldRows } from '../records/facts';
import type { Stat } from '../schemas/common';
import type { LimiterThreshold } from '../schemas/limiter';
import { expectedKills, killsForChance, TARGET_CHANCES } from '../game/drops';
import { epSharePercent, limiterPosition, type LimiterPosition } from '../game/limiter';

/** What the planner needs of a boss record (plain data, passed to the client; texts from lib/records/facts.ts). */
export interface PlannerBoss {
  slug: string;
  name: string;
  floor: number;
  ep: { min: number; max?: number };
  /** "70,000–80,000". */
  epText: string;
  /** The boss's infobox rows from its own fields (Floor, EP, HP, Armor, Attack, First kill); the drop chance is said once, under its drops. */
  facts: Stat[];
  dropChancePercent: number;
  /** "Each drop has its own 5% chance on every kill.": the planner's one statement of the odds. */
  dropChanceRule: string;
  drops: { slug: string; name: string; href: string }[];
  wiki: { title: string; href: string };
  /** The Gear Table filtered to this boss's drops. */
  gearHref: string;
  /** The boss has Limiter (content/limiter.json). */
  limiter: boolean;
}

/** Every boss as the planner gets it (server side), texts from the boss's facts. */
export function plannerBosses(content: Content): PlannerBoss[] {
  return content.bosses.map((boss) => {
    const facts = bossFacts(boss, content);
    const wikiPage = content.index.wikiPages.get(boss.wiki);
    return {
      slug: boss.slug,
      name: boss.name,
      floor: boss.floor,
      ep: boss.ep,
      epText: facts.ep,
      facts: bossFieldRows(facts, content.site.labels.facts, { dropChance: false }),
      dropChancePercent: boss.dropChancePercent,
      dropChanceRule: facts.dropChanceRule,
      drops: facts.drops.map((d) => ({ ...d, href: localPath(content.language.code, `/boss-drops/${d.slug}/`) })),
      wiki: { title: wikiPage?.frontmatter.title ?? boss.name, href: localPath(content.language.code, `/wiki/${boss.wiki}/`) },
      gearHref: localPath(content.language.code, `/tools/gear/?source=${boss.slug}`),
      limiter: content.limiter.bosses.includes(boss.slug),
    };
  });
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
  /** Kills for each target chance of at least one drop of a given item. */
  odds: { target: number; kills: number }[];
  expected: number;
  /** Your EP as a share of the boss's: one value, or lowest–highest where the boss's EP is a range. */
  share?: { min: number; max: number };
  /** Where your EP lies among the Limiter cut-offs (Limiter bosses only; they have a single EP value). */
  limiter?: LimiterPosition;
}

/** Drop odds for each item of the boss, and your EP against its EP and the Limiter cut-offs. */
export function planFight(boss: PlannerBoss, ep: number | null, thresholds: readonly LimiterThreshold[]): FightPlan {
  const chance = boss.dropChancePercent / 100;
  const plan: FightPlan = {
    odds: TARGET_CHANCES.map((target) => ({ target, kills: killsForChance(target, chance) })),
    expected: expectedKills(chance),
  };
  if (ep === null) return plan;
  const highest = boss.ep.max ?? boss.ep.min;
  plan.share = { min: epSharePercent(ep, highest), max: epSharePercent(ep, boss.ep.min) };
  if (boss.limiter) plan.limiter = limiterPosition(epSharePercent(ep, boss.ep.min), thresholds);
  return plan;
}
