/** Each record kind's display facts, formatted once for every page, card, preview, image, search and tool. */
import type { Content } from '../model/collections';
import type { Stat } from '../schemas/common';
import { formatEp, formatNumber, formatPercent, joinList } from '../model/format';
import { recordAt } from '../model/lookup';
import type { FactWords } from '../model/labels';
import { fillPlural, fillTemplate } from '../model/template';

export { bossFieldLabels, npcFieldRows, type FactWords } from '../model/labels';
import type { Boss } from '../schemas/boss';
import type { GearAbility, GearItem, Grade, GradedNumbers } from '../schemas/gear';
import type { Limiter } from '../schemas/limiter';

/** "1 Gold Coin", "100 Gold Coins". */
export const goldCoins = (words: FactWords, amount: number) => fillPlural(words.goldCoins, amount, {});

/** How the drop chance reads (per item, each drop rolled on every kill); every page and tool uses these words. */
export const dropChanceRule = (words: FactWords, percent: number) => fillTemplate(words.dropChanceRule, { percent: formatPercent(percent) });
/** The same rule said about one item: "5% per kill". */
export const itemDropChance = (words: FactWords, percent: number) => fillTemplate(words.itemDropChance, { percent: formatPercent(percent) });

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
  /** "Each drop has its own 5% chance on every kill.": the odds as one sentence, said once per page. */
  dropChanceRule: string;
  drops: { slug: string; name: string }[];
}

/** A boss's numbers alone ("2,000", "5%"), words aside: what BossValue and DropChance print in prose. */
export function bossStatTexts(boss: Boss): Pick<BossFacts, 'floor' | 'ep' | 'hp' | 'armor' | 'attack' | 'dropChance'> {
  return {
    floor: String(boss.floor),
    ep: formatEp(boss.ep),
    hp: formatNumber(boss.hp),
    armor: formatNumber(boss.armor),
    attack: formatNumber(boss.attack),
    dropChance: formatPercent(boss.dropChancePercent),
  };
}

/** A boss's facts from its own fields (no other record needed): what BossValue and the tools print. */
export function bossNumbers(boss: Boss, words: FactWords): Omit<BossFacts, 'drops'> {
  return {
    ...bossStatTexts(boss),
    firstKillReward: boss.firstKillGold === undefined ? undefined : goldCoins(words, boss.firstKillGold),
    itemDropChance: itemDropChance(words, boss.dropChancePercent),
    dropChanceRule: dropChanceRule(words, boss.dropChancePercent),
  };
}

/** A boss's facts as every page prints them, with its drops' names. */
export function bossFacts(boss: Boss, content: Content): BossFacts {
  return {
    ...bossNumbers(boss, content.site.labels.facts),
    drops: boss.drops.map((slug) => ({ slug, name: recordAt(content, 'gear', slug)?.name ?? slug })),
  };
}

/** Which reward rows an infobox shows: a page whose own sentences state the reward or the odds leaves them out. */
export interface RewardRows {
  firstKill?: boolean;
  dropChance?: boolean;
}

/** The infobox rows of a boss's own fields; `dropChance: false` where the page says the odds in its own sentence. */
export function bossFieldRows(facts: Omit<BossFacts, 'drops'>, words: FactWords, { firstKill = true, dropChance = true }: RewardRows = {}): Stat[] {
  return [
    { label: words.floor, value: facts.floor },
    { label: words.ep, value: facts.ep },
    { label: words.hp, value: facts.hp },
    { label: words.armor, value: facts.armor },
    { label: words.attack, value: facts.attack },
    ...(firstKill && facts.firstKillReward ? [{ label: words.firstKill, value: facts.firstKillReward }] : []),
    ...(dropChance ? [{ label: words.dropChance, value: facts.itemDropChance }] : []),
  ];
}

/** Every infobox row of a boss, in order. */
export function bossInfoboxRows(boss: Boss, content: Content, rewards: RewardRows = {}): Stat[] {
  const words = content.site.labels.facts;
  return [...bossFieldRows(bossFacts(boss, content), words, rewards), ...boss.stats, ...(boss.subordinates ? [{ label: words.subordinates, value: boss.subordinates }] : [])];
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

/** A name that already says it needs the whole set ("Darkness Infusion Set Bonus"): its label does not add "(full set)". */
const namesASetBonus = (name: string) => /\bset bonus\b/i.test(name);

/** An ability's name with when it applies if narrower and not in the name: "Fire Infusion (God grade)". */
export function abilityLabel(ability: GearAbility, words: FactWords): string {
  const fullSet = ability.fullSet && !namesASetBonus(ability.name);
  const when = [ability.fromGrade && fillTemplate(words.abilityGrade, { grade: ability.fromGrade }), fullSet && words.abilityFullSet].filter((w) => typeof w === 'string');
  return when.length ? fillTemplate(words.abilityWhen, { ability: ability.name, when: when.join(', ') }) : ability.name;
}

/** An item's best figure: its highest attack damage, or its highest armor on one piece, at the highest grade that gives one. */
export interface BestFigure {
  stat: 'attack' | 'armor';
  value: number;
  grade: Grade;
  /** The armor pieces that have it (none for a weapon). */
  pieces: string[];
}

/** The grade → number entries of a stat, without values a source gave no grade for or did not give. */
function gradedEntries(value: GradedNumbers | undefined): [Grade, number][] {
  if (!value || 'unassigned' in value) return [];
  return Object.entries(value as Partial<Record<Grade, number | 'unknown'>>).flatMap(([grade, n]) => (typeof n === 'number' ? [[grade as Grade, n]] : []));
}

/** What a shop list shows of an item at a glance: undefined when no value of it is tied to a grade. */
export function bestFigure(item: GearItem): BestFigure | undefined {
  const candidates = item.weapon
    ? gradedEntries(item.weapon.attackDamage).map(([grade, value]) => ({ grade, value, piece: undefined as string | undefined }))
    : (item.armorPieces ?? []).flatMap((piece) => gradedEntries(piece.armor).map(([grade, value]) => ({ grade, value, piece: piece.name as string | undefined })));
  if (candidates.length === 0) return undefined;
  // An item's grades are listed lowest first (lib/schemas/gear.ts checks it).
  const rank = (grade: Grade) => item.grades.indexOf(grade);
  const best = [...candidates].sort((a, b) => rank(b.grade) - rank(a.grade) || b.value - a.value)[0]!;
  const pieces = candidates.filter((c) => c.grade === best.grade && c.value === best.value).flatMap((c) => (c.piece ? [c.piece] : []));
  return { stat: item.weapon ? 'attack' : 'armor', value: best.value, grade: best.grade, pieces };
}
