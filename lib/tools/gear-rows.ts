import { fillTemplate } from '../model/template';
import { localPath } from '../i18n/languages';
import type { Content } from '../content';
import { slugify } from '../model/format';
import { abilityLabel } from '../records/facts';
import type { GearItem, GradedNumbers } from '../schemas/gear';
import { sourceText, TEXT_COLUMNS, type GearRow, type NumericColumn, type StatSource, type TextColumn } from './gear-table';

const NONE: StatSource = { type: 'none' };

function graded(value: GradedNumbers | undefined): StatSource {
  if (!value) return { type: 'fixed', value: 'unknown' };
  if ('unassigned' in value && Array.isArray(value.unassigned)) return { type: 'unassigned', printed: value.unassigned as number[], note: value.note as string };
  return { type: 'graded', values: value as Partial<Record<string, number | 'unknown'>> };
}

const fixed = (value: number | undefined): StatSource => ({ type: 'fixed', value: value ?? 'unknown' });

/** "Souei's Chestplate" → "soueis-chestplate" (the site's one slug function). */
export function pieceId(name: string): string {
  return slugify(name);
}

/** Every weapon and armor piece as a table row; missing stats are "unknown", inapplicable ones "none". */
export function gearRows(content: Pick<Content, 'gear' | 'bosses' | 'npcs' | 'site' | 'language'>): GearRow[] {
  const { gearShop } = content.site;
  const shopNpc = content.npcs.find((n) => n.slug === gearShop.npc);
  const sourcesOf = (item: GearItem): GearRow['sources'] =>
    item.source.kind === 'boss'
      ? item.source.bosses.map((slug) => {
          const boss = content.bosses.find((b) => b.slug === slug)!;
          return { id: slug, label: `${boss.name} ${fillTemplate(content.site.labels.records.gearStats.floor, { floor: boss.floor })}` };
        })
      : [{ id: item.source.kind, label: shopNpc ? `${gearShop.label} (${shopNpc.location})` : gearShop.label }];
  const base = (item: GearItem) => ({
    kind: item.kind,
    grades: item.grades,
    infusion: item.infusion,
    abilities: item.abilities.map((ability) => abilityLabel(ability, content.site.labels.facts)),
    sources: sourcesOf(item),
    sourceKind: item.source.kind,
    href: localPath(content.language.code, `/wiki/${item.wiki}/`),
  });

  return withTextOrder(content.gear.flatMap((item): Omit<GearRow, 'textOrder'>[] => {
    if (item.weapon) {
      const w = item.weapon;
      const stats: Record<NumericColumn, StatSource> = {
        attack: graded(w.attackDamage),
        speed: fixed(w.attackSpeed),
        crit: fixed(w.critChancePercent),
        'crit-multiplier': fixed(w.critMultiplier),
        range: fixed(w.range),
        sweeping: fixed(w.sweepingChance),
        armor: NONE,
        toughness: NONE,
        knockback: NONE,
      };
      return [{ id: item.slug, name: item.name, ...base(item), stats }];
    }
    return (item.armorPieces ?? []).map((piece) => ({
      id: pieceId(piece.name),
      name: piece.name,
      set: item.name,
      ...base(item),
      stats: {
        attack: NONE,
        speed: NONE,
        crit: NONE,
        'crit-multiplier': NONE,
        range: NONE,
        sweeping: NONE,
        armor: graded(piece.armor),
        toughness: graded(piece.toughness),
        knockback: graded(piece.knockbackResistance),
      },
    }));
  }));
}

/** The text a text column sorts by. */
function columnText(row: Omit<GearRow, 'textOrder'>, column: TextColumn): string {
  return column === 'name' ? row.name : column === 'infusion' ? row.infusion : sourceText(row);
}

/** Rows with their `textOrder`: for each text column, the rank of the row's text in English A–Z order. */
export function withTextOrder(rows: readonly Omit<GearRow, 'textOrder'>[]): GearRow[] {
  const ranks = TEXT_COLUMNS.map((column) => {
    const texts = [...new Set(rows.map((row) => columnText(row, column)))].sort((a, b) => a.localeCompare(b, 'en'));
    // Texts that compare equal (e.g. differing only in case) share a rank, as they tie under localeCompare.
    const rank = new Map<string, number>();
    texts.forEach((text, i) => rank.set(text, i > 0 && texts[i - 1]!.localeCompare(text, 'en') === 0 ? rank.get(texts[i - 1]!)! : i));
    return rank;
  });
  return rows.map((row) => ({ ...row, textOrder: TEXT_COLUMNS.map((column, i) => ranks[i]!.get(columnText(row, column))!) as GearRow['textOrder'] }));
}
