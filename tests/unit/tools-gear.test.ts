import { describe, expect, it, vi } from 'vitest';
import { abilityLabel } from '@/lib/records/facts';
import { loadContent } from '@/lib/content/load';
import { gearRows, pieceId, withTextOrder } from '@/lib/tools/gear-rows';
import { fillTemplate } from '@/lib/model/template';
import {
  cellAt,
  compareRows,
  filterRows,
  resolveGearInputs,
  sortRows,
  visibleRows,

  sourceText,
  type GearRow,
  type NumericColumn,
  type StatSource,
} from '@/lib/tools/gear-table';

const content = loadContent();
/** An ability's words (content/site.json `labels.facts`). */
const factWords = content.site.labels.facts;
const rows = gearRows(content);
const NONE: StatSource = { type: 'none' };

/** A synthetic weapon row, ranked on its own (a table of them gets its text order from withTextOrder). */
function weapon(name: string, attack: number | 'unknown' | undefined, extra: Partial<GearRow> = {}): GearRow {
  const [row] = withTextOrder([{
    id: name.toLowerCase(),
    name,
    kind: 'weapon',
    grades: ['Unique', 'God'],
    stats: {
      attack: attack === undefined ? NONE : { type: 'graded', values: { Unique: attack === 'unknown' ? 'unknown' : attack / 2, God: attack } },
      speed: { type: 'fixed', value: 1 },
      crit: { type: 'fixed', value: 'unknown' },
      'crit-multiplier': NONE,
      range: NONE,
      sweeping: NONE,
      armor: NONE,
      toughness: NONE,
      knockback: NONE,
    },
    infusion: 'None',
    abilities: [],
    sources: [{ id: 'kurobee', label: "Kurobee's shop" }],
    sourceKind: 'kurobee',
    href: '/wiki/x/',
    ...extra,
  }]);
  return row!;
}
const names = (list: GearRow[]) => list.map((r) => r.name);

describe('gearRows', () => {
  it('has one row per weapon and one per armor piece, with unique ids', () => {
    const expected = content.gear.reduce((n, item) => n + (item.weapon ? 1 : (item.armorPieces?.length ?? 0)), 0);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });
  it('names each armor piece with its set and the set’s abilities', () => {
    for (const item of content.gear.filter((g) => g.armorPieces)) {
      for (const piece of item.armorPieces!) {
        const row = rows.find((r) => r.id === pieceId(piece.name))!;
        expect(row).toMatchObject({ name: piece.name, set: item.name, kind: 'armor', abilities: item.abilities.map((a) => abilityLabel(a, factWords)) });
      }
    }
  });
  it('gives weapons no armor values and armor pieces no attack', () => {
    for (const row of rows) {
      const blank: NumericColumn[] = row.kind === 'weapon' ? ['armor', 'toughness', 'knockback'] : ['attack', 'speed', 'crit', 'crit-multiplier', 'range'];
      for (const column of blank) expect(cellAt(row, column, undefined)).toEqual({ type: 'none' });
    }
  });
});

describe('cellAt', () => {
  it('reads the chosen grade, or the highest when none is chosen', () => {
    for (const item of content.gear.filter((g) => g.weapon)) {
      const row = rows.find((r) => r.id === item.slug)!;
      const byGrade = item.weapon!.attackDamage as Record<string, number | 'unknown'>;
      if ('unassigned' in byGrade) continue;
      for (const grade of item.grades) {
        const value = byGrade[grade];
        expect(cellAt(row, 'attack', grade)).toEqual(value === 'unknown' ? { type: 'unknown' } : { type: 'value', value });
      }
      expect(cellAt(row, 'attack', undefined)).toEqual(cellAt(row, 'attack', item.grades.at(-1)));
    }
  });
  it('shows numbers listed without grades as unknown, keeping them', () => {
    const cell = cellAt(weapon('X', 1, { stats: { ...weapon('X', 1).stats, attack: { type: 'unassigned', printed: [6, 9], note: 'n' } } }), 'attack', 'God');
    expect(cell).toEqual({ type: 'unknown', printed: [6, 9], note: 'n' });
  });
  it('marks a stat the record leaves out as unknown, never a number', () => {
    const missingCrit = content.gear.find((g) => g.weapon && g.weapon.critChancePercent === undefined)!;
    expect(cellAt(rows.find((r) => r.id === missingCrit.slug)!, 'crit', undefined)).toEqual({ type: 'unknown' });
  });
});

describe('sortRows: unknown and not-applicable values last in both directions', () => {
  const sample = withTextOrder([weapon('Bravo', 70), weapon('Alpha', 'unknown'), weapon('Delta', 100), weapon('Echo', undefined), weapon('Charlie', 70)]);
  it.each([
    ['desc', ['Delta', 'Bravo', 'Charlie', 'Alpha', 'Echo']],
    ['asc', ['Bravo', 'Charlie', 'Delta', 'Alpha', 'Echo']],
  ] as const)('attack %s', (dir, expected) => {
    expect(names(sortRows(sample, 'attack', dir, 'God'))).toEqual(expected);
  });
  it('sorts text columns A–Z and Z–A', () => {
    expect(names(sortRows(sample, 'name', 'asc', undefined))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(names(sortRows(sample, 'name', 'desc', undefined))).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
  });
  it.each(['name', 'infusion', 'source'] as const)('sorts the gear of content/ by %s in English A–Z order without comparing texts in the browser', (column) => {
    const text = (row: GearRow) => (column === 'name' ? row.name : column === 'infusion' ? row.infusion : sourceText(row));
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const sorted = sortRows(rows, column, 'asc', undefined);
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
    const expected = [...rows].sort((a, b) => text(a).localeCompare(text(b), 'en') || a.name.localeCompare(b.name, 'en'));
    expect(sorted.map(text)).toEqual(expected.map(text));
    expect(names(sorted)).toEqual(names(expected));
  });
  it('gives the same order whatever order the rows come in', () => {
    expect(names(sortRows([...sample].reverse(), 'attack', 'desc', 'God'))).toEqual(names(sortRows(sample, 'attack', 'desc', 'God')));
  });
  it('puts the hardest-hitting God-grade weapon of content/gear.json first (?grade=god&sort=attack)', () => {
    const god = content.gear.filter((g) => g.grades.includes('God') && g.weapon);
    const top = god.reduce((best, g) => ((g.weapon!.attackDamage as Record<string, number>).God! > (best.weapon!.attackDamage as Record<string, number>).God! ? g : best));
    const inputs = resolveGearInputs({ grade: 'god', sort: 'attack' }, { grades: ['Special', 'Rare', 'Unique', 'Legend', 'God'], sources: [], rowIds: [] });
    const shown = visibleRows(rows, inputs);
    expect(shown[0]!.id).toBe(top.slug);
    expect(cellAt(shown[0]!, 'attack', 'God')).toEqual({ type: 'value', value: (top.weapon!.attackDamage as Record<string, number>).God });
    // Armor pieces (no attack) come after every weapon.
    const firstArmor = shown.findIndex((r) => r.kind === 'armor');
    expect(shown.slice(firstArmor).every((r) => r.kind === 'armor')).toBe(true);
    // dir=asc reverses the weapons and keeps the armor pieces last.
    const asc = visibleRows(rows, { ...inputs, dir: 'asc' });
    expect(asc.filter((r) => r.kind === 'weapon').map((r) => r.id)).toEqual(
      shown.filter((r) => r.kind === 'weapon').map((r) => r.id).reverse(),
    );
    expect(asc.at(-1)!.kind).toBe('armor');
  });
});

describe('filterRows', () => {
  const count = (filter: Parameters<typeof filterRows>[1]) => filterRows(rows, filter).length;
  it('filters by type, grade, source and search', () => {
    expect(count({ type: 'weapon', q: '' })).toBe(content.gear.filter((g) => g.weapon).length);
    expect(count({ grade: 'God', q: '' })).toBe(rows.filter((r) => r.grades.includes('God')).length);
    expect(count({ source: 'kurobee', q: '' })).toBe(rows.filter((r) => r.sourceKind === 'kurobee').length);
    expect(count({ source: 'boss', q: '' })).toBe(rows.filter((r) => r.sourceKind === 'boss').length);
    const boss = content.bosses.find((b) => b.drops.length > 0)!;
    const drops = content.gear.filter((g) => g.source.kind === 'boss' && g.source.bosses.includes(boss.slug));
    expect(new Set(filterRows(rows, { source: boss.slug, q: '' }).map((r) => r.set ?? r.name))).toEqual(new Set(drops.map((g) => g.name)));
    const armorSet = content.gear.find((g) => g.armorPieces)!;
    expect(names(filterRows(rows, { q: `  ${armorSet.name.toUpperCase()} ` }))).toEqual(expect.arrayContaining(armorSet.armorPieces!.map((p) => p.name)));
  });
});

describe('resolveGearInputs', () => {
  const options = { grades: ['Unique', 'Legend', 'God'], sources: ['boss', 'kurobee', 'mezul'], rowIds: ['a', 'b', 'c', 'd', 'e'] };
  it.each([
    [{}, { grade: undefined, sort: undefined, dir: 'asc', type: undefined, source: undefined, q: '', compare: [] }],
    [{ grade: 'GOD', sort: 'attack' }, { grade: 'God', sort: 'attack', dir: 'desc' }],
    [{ sort: 'attack', dir: 'asc' }, { sort: 'attack', dir: 'asc' }],
    [{ sort: 'name' }, { sort: 'name', dir: 'asc' }],
    [{ grade: 'mythic', sort: 'weight', dir: 'up', type: 'ring', source: 'nobody' }, { grade: undefined, sort: undefined, dir: 'asc', type: undefined, source: undefined }],
    [{ compare: 'a,zzz,b,a,c,d,e' }, { compare: ['a', 'b', 'c', 'd'] }],
  ])('%j → %j', (state, expected) => {
    expect(resolveGearInputs(state, options)).toMatchObject(expected);
  });
});

describe('compareRows', () => {
  it('marks lines that differ and the highest value, and leaves out stats no item has', () => {
    const lines = compareRows([weapon('A', 100), weapon('B', 70)], 'God');
    const attack = lines.find((l) => l.column === 'attack')!;
    expect(attack).toMatchObject({ differs: true, highest: 100 });
    expect(lines.find((l) => l.column === 'speed')).toMatchObject({ differs: false, highest: undefined });
    expect(lines.map((l) => l.column)).not.toContain('armor');
  });
  it('compares an item lacking the chosen grade at its own highest grade', () => {
    const low = weapon('Low', 50, { grades: ['Unique'], stats: { ...weapon('Low', 50).stats, attack: { type: 'graded', values: { Unique: 50 } } } });
    expect(compareRows([low, weapon('High', 80)], 'God').find((l) => l.column === 'attack')!.cells[0]).toEqual({ type: 'value', value: 50 });
  });
});

describe('abilities and sweeping chance as the records state them', () => {
  const rows = gearRows(content);
  it('an ability says when it applies (grade, full set) and none is called a set bonus unless the record says so', () => {
    for (const item of content.gear) {
      for (const ability of item.abilities) {
        const label = abilityLabel(ability, factWords);
        expect(label.startsWith(ability.name)).toBe(true);
        if (ability.fromGrade) expect(label).toContain(fillTemplate(factWords.abilityGrade, { grade: ability.fromGrade }));
        // A set bonus's name already says it needs the set: its label does not restate it.
        const namesTheSet = /set bonus/i.test(ability.name);
        if (ability.fullSet && !namesTheSet) expect(label).toContain(factWords.abilityFullSet);
        if (namesTheSet) expect(label).not.toContain(factWords.abilityFullSet);
        if (!ability.fromGrade && (!ability.fullSet || namesTheSet)) expect(label).toBe(ability.name);
      }
    }
  });
  it('a weapon’s Sweeping Chance is a table column where the record gives it', () => {
    for (const item of content.gear) {
      if (!item.weapon) continue;
      const row = rows.find((r) => r.id === item.slug)!;
      expect(row.stats.sweeping).toEqual({ type: 'fixed', value: item.weapon.sweepingChance ?? 'unknown' });
    }
    expect(content.gear.some((g) => g.weapon?.sweepingChance !== undefined)).toBe(true);
  });
});
