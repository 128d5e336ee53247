/*
 * Each record kind's display facts, formatted once: the infobox, list cards, record pages, link previews, share
 * images, search and the tools all print these strings, so "2,000" cannot be "2000" somewhere else.
 */
import type { Content } from './content/types';
import type { Stat } from './schemas/common';
import { formatEp, formatNumber, formatPercent, joinList, plural } from './format';
import { recordAt } from './record-lookup';

export { BOSS_FIELD_LABELS, npcFieldRows } from './record-labels';
import type { Boss } from './schemas/boss';
import type { GearAbility } from './schemas/gear';
import type { Limiter } from './schemas/limiter';

/** "1 Gold Coin", "100 Gold Coins". */
export const goldCoins = (amount: number) => plural(amount, { one: 'Gold Coin', other: 'Gold Coins' });

/**
 * How the drop chance reads (decided: `dropChancePercent` is per item, each drop of the boss rolls on its own
 * on every kill). Every page and tool that explains the chance uses these words.
 */
export const dropChanceRule = (percent: number) => `each of its drops has a ${formatPercent(percent)} chance per kill`;
/** The same rule said about one item: "5% per kill". */
export const itemDropChance = (percent: number) => `${formatPercent(percent)} per kill`;

export interface BossFacts {
  floor: string;
  ep: string;
  hp: string;
  armor: string;
  attack: string;
  /** "3 Gold Coins" for the first kill; undefined where no source gives a number. */
  firstKillReward?: string;
  /** "5%": the chance of each drop, per kill. */
  dropChance: string;
  /** "5% per kill", said of one item. */
  itemDropChance: string;
  /** "each of its drops has a 5% chance per kill". */
  dropChanceRule: string;
  drops: { slug: string; name: string }[];
}

/** A boss's facts from its own fields (no other record needed): what BossValue and the tools print. */
export function bossNumbers(boss: Boss): Omit<BossFacts, 'drops'> {
  return {
    floor: String(boss.floor),
    ep: formatEp(boss.ep),
    hp: formatNumber(boss.hp),
    armor: formatNumber(boss.armor),
    attack: formatNumber(boss.attack),
    firstKillReward: boss.firstKillGold === undefined ? undefined : goldCoins(boss.firstKillGold),
    dropChance: formatPercent(boss.dropChancePercent),
    itemDropChance: itemDropChance(boss.dropChancePercent),
    dropChanceRule: dropChanceRule(boss.dropChancePercent),
  };
}

/** A boss's facts as every page prints them, with its drops' names. */
export function bossFacts(boss: Boss, content: Content): BossFacts {
  return {
    ...bossNumbers(boss),
    drops: boss.drops.map((slug) => ({ slug, name: recordAt(content, 'gear', slug)?.name ?? slug })),
  };
}

/** The infobox rows a boss's own fields give (its `stats` rows and subordinates follow them). */
export function bossFieldRows(facts: Omit<BossFacts, 'drops'>): Stat[] {
  return [
    { label: 'Floor', value: facts.floor },
    { label: 'EP', value: facts.ep },
    { label: 'HP', value: facts.hp },
    { label: 'Armor', value: facts.armor },
    { label: 'Attack', value: facts.attack },
    ...(facts.firstKillReward ? [{ label: 'First kill', value: facts.firstKillReward }] : []),
    { label: 'Drop chance, each drop', value: facts.itemDropChance },
  ];
}

/** Every infobox row of a boss, in order. */
export function bossInfoboxRows(boss: Boss, content: Content): Stat[] {
  return [...bossFieldRows(bossFacts(boss, content)), ...boss.stats, ...(boss.subordinates ? [{ label: 'Subordinates', value: boss.subordinates }] : [])];
}


/** One Limiter row with its cut-off in EP: percent × the EP of each Limiter boss ("13,000 EP"). */
export interface LimiterRowFacts {
  percent: number;
  /** "10%". */
  percentText: string;
  /** "13,000 EP", or per boss ("Mezul 13,000 EP and Gozul 14,000 EP") where their EP differs. */
  cutoff: string;
  effect: string;
}

/** EP of a cut-off: `percent` of a boss's EP, rounded to a whole EP. */
export const cutoffEp = (percent: number, bossEp: number) => Math.round((percent / 100) * bossEp);

/** The Limiter table as pages and the planner print it: each row's percent, its cut-off in EP and its effect. */
export function limiterRows(limiter: Limiter, bosses: readonly Pick<Boss, 'slug' | 'name' | 'ep'>[]): LimiterRowFacts[] {
  const limiterBosses = limiter.bosses.map((slug) => bosses.find((b) => b.slug === slug)).filter((b) => b !== undefined);
  return limiter.thresholds.map((row) => {
    const perBoss = limiterBosses.map((b) => ({ name: b.name, ep: `${formatNumber(cutoffEp(row.percent, b.ep.min))} EP` }));
    const same = new Set(perBoss.map((p) => p.ep)).size === 1;
    return {
      percent: row.percent,
      percentText: formatPercent(row.percent),
      cutoff: same ? perBoss[0]!.ep : joinList(perBoss.map((p) => `${p.name} ${p.ep}`)),
      effect: row.effect,
    };
  });
}

/** An ability's name with when it applies, if narrower than always: "Fire Infusion (God grade)", "Magic Interference (full set)". */
export function abilityLabel(ability: GearAbility): string {
  const when = [ability.fromGrade && `${ability.fromGrade} grade`, ability.fullSet && 'full set'].filter(Boolean);
  return when.length ? `${ability.name} (${when.join(', ')})` : ability.name;
}
