/** Record values as the words a page prints ("3 Gold Coins", "5%"), so MDX can state numbers that live in content/. */
import { formatSigned } from '../model/format';
import { bossStatTexts, goldCoins, type FactWords } from './facts';
import type { Boss } from '../schemas/boss';
import { GRADES, type GearItem, type Grade, type GradedNumbers } from '../schemas/gear';

/** "1 Gold Coin", "100 Gold Coins". */
export function firstKillRewardText(boss: Boss, words: FactWords): string {
  if (boss.firstKillGold === undefined) throw new Error(`boss "${boss.slug}" has no firstKillGold`);
  return goldCoins(words, boss.firstKillGold);
}

/** "5%": the chance of each of the boss's drops, per kill. */
export function dropChanceText(boss: Boss): string {
  return bossStatTexts(boss).dropChance;
}

export const BOSS_VALUE_STATS = ['floor', 'ep', 'hp', 'armor', 'attack'] as const;
export type BossValueStat = (typeof BOSS_VALUE_STATS)[number];

/** One of a boss's headline numbers, formatted as the infobox shows it. */
export function bossValueText(boss: Boss, stat: string): string {
  if (!(BOSS_VALUE_STATS as readonly string[]).includes(stat)) {
    throw new Error(`unknown boss stat "${stat}" (use one of ${BOSS_VALUE_STATS.join(', ')})`);
  }
  return bossStatTexts(boss)[stat as BossValueStat];
}

/** Weapon stats that do not change with the grade, and the graded stats (damage for weapons, the rest per armor piece). */
const FLAT_WEAPON_STATS = ['speed', 'crit', 'critMultiplier', 'range'] as const;
const PIECE_STATS = { armor: 'armor', toughness: 'toughness', knockback: 'knockbackResistance' } as const;
export const GEAR_VALUE_STATS = ['damage', ...FLAT_WEAPON_STATS, ...(Object.keys(PIECE_STATS) as (keyof typeof PIECE_STATS)[])] as const;
export type GearValueStat = (typeof GEAR_VALUE_STATS)[number];

export interface GearValueQuery {
  stat: string;
  /** Needed for damage and the armor-piece stats. */
  grade?: string;
  /** Armor piece name as in the record, e.g. "Minos Chestplate"; needed for armor, toughness and knockback. */
  piece?: string;
}

function gradedValue(item: GearItem, value: GradedNumbers | undefined, grade: string | undefined, what: string): string {
  if (!value) throw new Error(`${item.slug} has no ${what}`);
  if (!grade || !(GRADES as readonly string[]).includes(grade) || !item.grades.includes(grade as Grade)) {
    throw new Error(`${what} of ${item.slug} needs grade="…" (one of ${item.grades.join(', ')})`);
  }
  if ('unassigned' in value && Array.isArray(value.unassigned)) {
    throw new Error(`${what} of ${item.slug} is not known per grade, so it cannot be quoted for one grade`);
  }
  const v = (value as Partial<Record<Grade, number | 'unknown'>>)[grade as Grade];
  if (v === undefined || v === 'unknown') throw new Error(`${what} of ${item.slug} at ${grade} grade is not known`);
  return String(v);
}

/** One gear value as the stat box prints it: "78", "1.5", "20%", "+0.5", "+2". */
export function gearValueText(item: GearItem, { stat, grade, piece }: GearValueQuery): string {
  if (stat === 'damage') return gradedValue(item, item.weapon?.attackDamage, grade, 'attack damage');
  if ((FLAT_WEAPON_STATS as readonly string[]).includes(stat)) {
    const weapon = item.weapon;
    if (!weapon) throw new Error(`${item.slug} is not a weapon, so it has no ${stat}`);
    const value = { speed: weapon.attackSpeed, crit: weapon.critChancePercent, critMultiplier: weapon.critMultiplier, range: weapon.range }[
      stat as (typeof FLAT_WEAPON_STATS)[number]
    ];
    if (value === undefined) throw new Error(`${item.slug} has no ${stat}`);
    if (stat === 'crit') return `${value}%`;
    if (stat === 'speed') return String(value);
    return formatSigned(value);
  }
  if (stat in PIECE_STATS) {
    const found = item.armorPieces?.find((p) => p.name === piece);
    if (!found) {
      const names = item.armorPieces?.map((p) => p.name).join(', ') ?? 'none';
      throw new Error(`${stat} of ${item.slug} needs piece="…" (one of: ${names})`);
    }
    return gradedValue(item, found[PIECE_STATS[stat as keyof typeof PIECE_STATS]], grade, `${stat} of ${found.name}`);
  }
  throw new Error(`unknown gear stat "${stat}" (use one of ${GEAR_VALUE_STATS.join(', ')})`);
}
