/** The gear table's model: rows and the pure functions the island runs on them (plain data, server to client). */
import { formatSigned } from '../model/format';

/** A stat value the facts give, or "unknown" where they do not. */
export type StatValue = number | 'unknown';

/** Where a row's stat comes from. */
export type StatSource =
  /** One value per grade of the item. */
  | { type: 'graded'; values: Partial<Record<string, StatValue>> }
  /** The same value at every grade. */
  | { type: 'fixed'; value: StatValue }
  /** Numbers printed without saying which grade each belongs to. */
  | { type: 'unassigned'; printed: number[]; note: string }
  /** The stat does not apply (attack of an armor piece, armor of a weapon). */
  | { type: 'none' };

/** The numeric columns, by URL id (?sort=attack). */
export const NUMERIC_COLUMNS = ['attack', 'speed', 'crit', 'crit-multiplier', 'range', 'sweeping', 'armor', 'toughness', 'knockback'] as const;
export type NumericColumn = (typeof NUMERIC_COLUMNS)[number];
export const TEXT_COLUMNS = ['name', 'infusion', 'source'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];
export type SortColumn = NumericColumn | TextColumn;

/** Column headings by column (content/pages.json "tools-gear" `gear.columns`; Grades and Compare are not sortable). */
export type ColumnLabels = Record<SortColumn, string>;

export interface GearRow {
  /** Weapon slug or armor piece id, e.g. "gorikimaru", "minos-helmet" (used in ?compare=). */
  id: string;
  name: string;
  /** The armor set a piece belongs to. */
  set?: string;
  kind: 'weapon' | 'armor';
  /** Grades the item exists in, lowest first. */
  grades: string[];
  stats: Record<NumericColumn, StatSource>;
  infusion: string;
  /** The item's abilities, each with when it applies ("Magic Interference (full set)", "Fire Infusion (God grade)"). */
  abilities: string[];
  /** Boss slugs with labels, or { id: "kurobee" }. */
  sources: { id: string; label: string }[];
  sourceKind: 'boss' | 'kurobee';
  /** The item's wiki page. */
  href: string;
  /**
   * The row's A–Z rank per text column (TEXT_COLUMNS order): `localeCompare` in the browser would load ICU's collation
   * data on the first sort, 50–120 ms at 4× CPU slowdown.
   */
  textOrder: [name: number, infusion: number, source: number];
}

/** A cell as shown: a number, unknown (with the printed numbers where there are some) or not applicable. */
export type Cell = { type: 'value'; value: number } | { type: 'unknown'; printed?: number[]; note?: string } | { type: 'none' };

/** The grade a row shows: the chosen one if the item comes in it, else the row's highest. */
export function shownGrade(row: GearRow, grade: string | undefined): string {
  return grade && row.grades.includes(grade) ? grade : row.grades.at(-1)!;
}

export function cellAt(row: GearRow, column: NumericColumn, grade: string | undefined): Cell {
  const source = row.stats[column];
  switch (source.type) {
    case 'none':
      return { type: 'none' };
    case 'unassigned':
      return { type: 'unknown', printed: source.printed, note: source.note };
    case 'fixed':
      return source.value === 'unknown' ? { type: 'unknown' } : { type: 'value', value: source.value };
    case 'graded': {
      const value = source.values[shownGrade(row, grade)];
      return value === undefined || value === 'unknown' ? { type: 'unknown' } : { type: 'value', value };
    }
  }
}

/** "20%", "+0.5", "-0.75", "100". */
export function formatCell(column: NumericColumn, value: number): string {
  if (column === 'crit') return `${value}%`;
  if (column === 'crit-multiplier' || column === 'range' || column === 'sweeping') return formatSigned(value);
  return String(value);
}

export function sourceText(row: Pick<GearRow, 'sources'>): string {
  return row.sources.map((s) => s.label).join(', ');
}

/** Highest first for numbers, A–Z for text, unless ?dir= says otherwise. */
export function defaultDirection(column: SortColumn): 'asc' | 'desc' {
  return (NUMERIC_COLUMNS as readonly string[]).includes(column) ? 'desc' : 'asc';
}

function sortKey(row: GearRow, column: SortColumn, grade: string | undefined): number | null {
  const text = (TEXT_COLUMNS as readonly string[]).indexOf(column);
  if (text >= 0) return row.textOrder[text]!;
  const cell = cellAt(row, column as NumericColumn, grade);
  return cell.type === 'value' ? cell.value : null;
}

/** Sorts by a column, unknown or inapplicable values last; ties keep name order. */
export function sortRows(rows: readonly GearRow[], column: SortColumn, dir: 'asc' | 'desc', grade: string | undefined): GearRow[] {
  const byName = (a: GearRow, b: GearRow) => a.textOrder[0] - b.textOrder[0];
  return [...rows].sort((a, b) => {
    const ka = sortKey(a, column, grade);
    const kb = sortKey(b, column, grade);
    if (ka === null || kb === null) return ka === kb ? byName(a, b) : ka === null ? 1 : -1;
    return (dir === 'asc' ? ka - kb : kb - ka) || byName(a, b);
  });
}

/** The gear table's inputs, checked against the rows: anything unknown in the URL falls back to the default. */
export interface GearInputs {
  /** Chosen grade (record spelling, e.g. "God"), or undefined for each item's highest. */
  grade?: string;
  sort?: SortColumn;
  dir: 'asc' | 'desc';
  type?: 'weapon' | 'armor';
  /** "boss", "kurobee" or a boss slug. */
  source?: string;
  q: string;
  /** Row ids to compare, at most MAX_COMPARE. */
  compare: string[];
}

export const MAX_COMPARE = 4;

export function resolveGearInputs(
  state: Partial<Record<'grade' | 'sort' | 'dir' | 'type' | 'source' | 'q' | 'compare', string>>,
  options: { grades: readonly string[]; sources: readonly string[]; rowIds: readonly string[] },
): GearInputs {
  const grade = options.grades.find((g) => g.toLowerCase() === state.grade?.toLowerCase());
  const sort = [...TEXT_COLUMNS, ...NUMERIC_COLUMNS].find((c) => c === state.sort);
  const dir = state.dir === 'asc' || state.dir === 'desc' ? state.dir : sort ? defaultDirection(sort) : 'asc';
  const type = state.type === 'weapon' || state.type === 'armor' ? state.type : undefined;
  const source = options.sources.includes(state.source ?? '') ? state.source : undefined;
  const compare = [...new Set((state.compare ?? '').split(',').filter((id) => options.rowIds.includes(id)))].slice(0, MAX_COMPARE);
  return { grade, sort, dir, type, source, q: state.q ?? '', compare };
}

/** Rows that pass the grade, type, source and search filters. */
export function filterRows(rows: readonly GearRow[], inputs: Pick<GearInputs, 'grade' | 'type' | 'source' | 'q'>): GearRow[] {
  const needle = inputs.q.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (!inputs.grade || row.grades.includes(inputs.grade)) &&
      (!inputs.type || row.kind === inputs.type) &&
      (!inputs.source || inputs.source === row.sourceKind || row.sources.some((s) => s.id === inputs.source)) &&
      (!needle || [row.name, row.set ?? ''].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}

/** The rows to show: filtered, then sorted when a column is chosen (else in record order). */
export function visibleRows(rows: readonly GearRow[], inputs: GearInputs): GearRow[] {
  const shown = filterRows(rows, inputs);
  return inputs.sort ? sortRows(shown, inputs.sort, inputs.dir, inputs.grade) : shown;
}

/** One line of the comparison (each item at the chosen grade, or its highest if it lacks it): cells, whether they differ, the highest number. */
export interface CompareLine {
  column: NumericColumn;
  cells: Cell[];
  differs: boolean;
  highest?: number;
}

const cellKey = (cell: Cell) => (cell.type === 'value' ? String(cell.value) : cell.type);

export function compareRows(rows: readonly GearRow[], grade: string | undefined): CompareLine[] {
  return NUMERIC_COLUMNS.map((column) => {
    const cells = rows.map((row) => cellAt(row, column, grade));
    const numbers = cells.flatMap((c) => (c.type === 'value' ? [c.value] : []));
    return {
      column,
      cells,
      differs: new Set(cells.map(cellKey)).size > 1,
      highest: numbers.length > 1 && new Set(numbers).size > 1 ? Math.max(...numbers) : undefined,
    };
  }).filter((line) => line.cells.some((c) => c.type !== 'none'));
}
