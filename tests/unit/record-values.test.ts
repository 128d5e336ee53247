import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { bossValueText, dropChanceText, firstKillRewardText, gearValueText } from '@/lib/records/values';
import type { Boss } from '@/lib/schemas/boss';
import { fillTemplate } from '@/lib/model/template';

const content = loadContent();
const en = (n: number) => n.toLocaleString('en-US');
/** The facts' words (content/site.json `labels.facts`): "{count} Gold Coin", "{count} Gold Coins". */
const words = content.site.labels.facts;
const coins = (n: number) => fillTemplate(n === 1 ? words.goldCoins.one : words.goldCoins.other, { count: en(n) });

describe('boss values', () => {
  it.each(content.bosses.map((b) => [b.slug, b] as const))('%s: reward, drop chance and headline numbers', (_, boss) => {
    if (boss.firstKillGold !== undefined) expect(firstKillRewardText(boss, words)).toBe(coins(boss.firstKillGold));
    expect(dropChanceText(boss)).toBe(`${boss.dropChancePercent}%`);
    expect(bossValueText(boss, 'floor')).toBe(String(boss.floor));
    expect(bossValueText(boss, 'hp')).toBe(en(boss.hp));
    expect(bossValueText(boss, 'armor')).toBe(en(boss.armor));
    expect(bossValueText(boss, 'attack')).toBe(en(boss.attack));
    expect(bossValueText(boss, 'ep')).toContain(en(boss.ep.min));
  });
  it('says the singular for one coin and refuses a boss without gold', () => {
    const boss = content.bosses[0]!;
    expect(firstKillRewardText({ ...boss, firstKillGold: 1 }, words)).toBe(fillTemplate(words.goldCoins.one, { count: 1 }));
    expect(() => firstKillRewardText({ ...boss, firstKillGold: undefined } as Boss, words)).toThrow(/no firstKillGold/);
    expect(() => bossValueText(boss, 'speed')).toThrow(/unknown boss stat "speed"/);
  });
});

describe('gear values', () => {
  const weapons = content.gear.filter((g) => g.weapon);
  it.each(weapons.map((g) => [g.slug, g] as const))('%s: damage per grade, speed, crit, range', (_, item) => {
    const w = item.weapon!;
    if (!('unassigned' in w.attackDamage)) {
      for (const grade of item.grades) {
        const v = (w.attackDamage as Record<string, number | 'unknown'>)[grade];
        if (typeof v === 'number') expect(gearValueText(item, { stat: 'damage', grade })).toBe(String(v));
      }
    }
    expect(gearValueText(item, { stat: 'speed' })).toBe(String(w.attackSpeed));
    if (w.critChancePercent !== undefined) expect(gearValueText(item, { stat: 'crit' })).toBe(`${w.critChancePercent}%`);
    if (w.range !== undefined) expect(gearValueText(item, { stat: 'range' })).toBe(w.range > 0 ? `+${w.range}` : String(w.range));
  });

  it('reads an armor piece value per grade', () => {
    const armor = content.gear.find((g) => g.armorPieces?.some((p) => !('unassigned' in p.armor)))!;
    const piece = armor.armorPieces!.find((p) => !('unassigned' in p.armor))!;
    const grade = armor.grades[0]!;
    expect(gearValueText(armor, { stat: 'armor', piece: piece.name, grade })).toBe(String((piece.armor as Record<string, number>)[grade]));
  });

  // Records picked by shape, not by name, so the cases survive content edits.
  const weapon = content.gear.find((g) => g.weapon && g.grades.length < 5)!;
  const armor = content.gear.find((g) => g.armorPieces)!;
  const missingGrade = ['Special', 'Rare', 'Unique', 'Legend', 'God'].find((g) => !weapon.grades.includes(g as never))!;
  const graded = armor.armorPieces!.find((p) => !('unassigned' in p.armor))!;
  const gapItem = content.gear.find((g) => g.armorPieces?.some((p) => 'unassigned' in p.armor || (p.toughness && 'unassigned' in p.toughness)));
  const unknownItem = content.gear.find((g) => g.armorPieces?.some((p) => Object.values(p.knockbackResistance ?? {}).includes('unknown')));
  it.each([
    ['an unknown stat', weapon, { stat: 'weight' }, /unknown gear stat "weight"/],
    ['damage without a grade', weapon, { stat: 'damage' }, /needs grade=/],
    ['a grade the item does not have', weapon, { stat: 'damage', grade: missingGrade }, /needs grade=/],
    ['a weapon stat on armor', armor, { stat: 'speed' }, /not a weapon/],
    ['an armor stat without a piece', armor, { stat: 'armor', grade: armor.grades[0] }, /needs piece=/],
    ['an armor stat with a valid piece but no grade', armor, { stat: 'armor', piece: graded.name }, /needs grade=/],
  ] as const)('refuses %s', (_, item, query, message) => {
    expect(() => gearValueText(item, query)).toThrow(message);
  });

  it.runIf(gapItem)('refuses a value that is not known per grade', () => {
    const piece = gapItem!.armorPieces!.find((p) => 'unassigned' in p.armor || (p.toughness && 'unassigned' in p.toughness))!;
    const stat = 'unassigned' in piece.armor ? 'armor' : 'toughness';
    expect(() => gearValueText(gapItem!, { stat, piece: piece.name, grade: gapItem!.grades[0] })).toThrow(/not known per grade/);
  });

  it.runIf(unknownItem)('refuses a value no source gives', () => {
    const piece = unknownItem!.armorPieces!.find((p) => Object.values(p.knockbackResistance ?? {}).includes('unknown'))!;
    const grade = Object.entries(piece.knockbackResistance!).find(([, v]) => v === 'unknown')![0];
    expect(() => gearValueText(unknownItem!, { stat: 'knockback', piece: piece.name, grade })).toThrow(/is not known/);
  });
});
