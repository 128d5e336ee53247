'use client';

import { writeNumbersAs } from '@/lib/model/format';
import { memo, useCallback, useId, useMemo, type ReactNode } from 'react';
import {
  cellAt,
  compareRows,
  defaultDirection,
  formatCell,
  MAX_COMPARE,
  NUMERIC_COLUMNS,
  resolveGearInputs,
  shownGrade,
  sourceText,
  visibleRows,
  type Cell,
  type ColumnLabels,
  type GearRow,
  type NumericColumn,
  type SortColumn,
} from '@/lib/tools/gear-table';
import { gearCodec } from '@/lib/tools/tool-codecs';
import type { QueryState } from '@/lib/records/url-state';
import type { PagesCopy } from '@/lib/schemas/pages';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillTemplate } from '@/lib/model/template';
import { CopyLink } from './CopyLink.client';
import { inputClass, labelClass } from './field-styles';
import { GradeName, InfusionName } from '../ui/GameCues';
import { useUrlState } from '../ui/useUrlState.client';
import { NEEDS_SCRIPTS, WITHOUT_SCRIPTS_ONLY } from '../ui/WithoutScripts';

interface Props {
  /** How the page's language writes numbers (lib/site/page-language.ts pageNumbers); none in English. */
  numbers?: string;
  rows: GearRow[];
  /** Every grade, lowest first. */
  grades: string[];
  /** Source filter options: "boss", "kurobee" and each boss that drops gear. */
  sources: { value: string; label: string }[];
  words: GearWords;
  /** The copy-link button's words. */
  copyWords: SiteLabels['links'];
  /** The note shown in the filters' place with JavaScript off (a server-rendered WithoutScriptsNote: no code of its own here). */
  withoutScripts: ReactNode;
}

type GearWords = PagesCopy['tools-gear']['gear'];

type GearQuery = QueryState<'grade' | 'sort' | 'dir' | 'type' | 'source' | 'q' | 'compare'>;

const linkClass = 'text-sky underline hover:text-gold';

function CellView({ cell, column, words }: { cell: Cell; column: NumericColumn; words: GearWords }) {
  if (cell.type === 'value') return <>{formatCell(column, cell.value)}</>;
  if (cell.type === 'none') {
    return (
      <>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="sr-only">{words.doesNotApply}</span>
      </>
    );
  }
  return (
    <span className="text-muted" title={cell.note}>
      {words.unknown}
      {cell.printed && <span className="block text-xs">{fillTemplate(words.withoutGrades, { values: cell.printed.join(' / ') })}</span>}
    </span>
  );
}

function ItemName({ row, words }: { row: GearRow; words: GearWords }) {
  return (
    <>
      <a href={row.href} className={linkClass}>
        {row.name}
      </a>
      {/* A space the eye does not see: copied or read as text, the name and its set stay two words. */}
      {row.set && ' '}
      {row.set && (
        <span className="block text-xs font-normal text-muted">
          {row.set}
          {row.abilities.length > 0 && <>{' '}{fillTemplate(words.abilities, { abilities: row.abilities.join(', ') })}</>}
        </span>
      )}
    </>
  );
}

/** The table's rows; memoized so a render that changes nothing in them (hydration's second pass) skips them. */
const GearTableBody = memo(function GearTableBody({
  shown,
  grade,
  compare,
  onToggleCompare,
  words,
}: {
  words: GearWords;
  shown: GearRow[];
  grade: string | undefined;
  compare: string[];
  onToggleCompare: (rowId: string) => void;
}) {
  return (
    <tbody>
      {shown.map((row) => {
        const checked = compare.includes(row.id);
        const bold = shownGrade(row, grade);
        return (
          <tr key={row.id} data-row={row.id}>
            <th scope="row" className="sticky left-0 z-10 min-w-48 bg-surface font-semibold">
              <ItemName row={row} words={words} />
            </th>
            <td className="whitespace-nowrap">
              {row.grades.map((g, i) => (
                <span key={g}>
                  {i > 0 && ' / '}
                  {g === bold ? <strong><GradeName grade={g} /></strong> : <span className="text-muted">{g}</span>}
                </span>
              ))}
            </td>
            {NUMERIC_COLUMNS.map((column) => (
              <td key={column} data-column={column}>
                <CellView cell={cellAt(row, column, grade)} column={column} words={words} />
              </td>
            ))}
            <td>
              <InfusionName infusion={row.infusion} />
            </td>
            <td>{sourceText(row)}</td>
            <td className={NEEDS_SCRIPTS}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && compare.length >= MAX_COMPARE}
                onChange={() => onToggleCompare(row.id)}
                aria-label={fillTemplate(words.compareItem, { item: row.name })}
                className="h-5 w-5 accent-[var(--color-gold)]"
              />
            </td>
          </tr>
        );
      })}
    </tbody>
  );
});

/** The gear table: every weapon and armor piece, a grade selector, filters, sortable columns and a 2–4 item comparison. */
export function GearTable({ rows, grades, sources, words, copyWords, withoutScripts, numbers }: Props) {
  writeNumbersAs(numbers);
  const { state, update } = useUrlState(gearCodec);
  // Memoized on the query: a render that leaves the query alone reuses the table body.
  const inputs = useMemo(
    () => resolveGearInputs(state, { grades, sources: sources.map((s) => s.value), rowIds: rows.map((r) => r.id) }),
    [state, grades, sources, rows],
  );
  const shown = useMemo(() => visibleRows(rows, inputs), [rows, inputs]);
  const rowsById = new Map(rows.map((r) => [r.id, r]));
  const compared = inputs.compare.map((cid) => rowsById.get(cid)).filter((r) => r !== undefined);
  const id = useId();

  const set = useCallback(
    (patch: GearQuery) => {
      const next: GearQuery = { ...state, ...patch };
      for (const key of Object.keys(next) as (keyof GearQuery)[]) if (next[key] === undefined || next[key] === '') delete next[key];
      update(next);
    },
    [state, update],
  );
  const sortBy = (column: SortColumn) => {
    const dir = inputs.sort === column ? (inputs.dir === 'asc' ? 'desc' : 'asc') : defaultDirection(column);
    set({ sort: column, dir: dir === defaultDirection(column) ? undefined : dir });
  };
  const toggleCompare = useCallback(
    (rowId: string) => {
      const next = inputs.compare.includes(rowId) ? inputs.compare.filter((c) => c !== rowId) : [...inputs.compare, rowId];
      set({ compare: next.join(',') });
    },
    [inputs.compare, set],
  );
  // The content's headings, checked against the table's columns.
  const columns: ColumnLabels = words.columns;
  const gradeText = inputs.grade ? fillTemplate(words.atGrade, { grade: inputs.grade }) : words.atHighest;
  const numbersFirst = inputs.sort && defaultDirection(inputs.sort) === 'desc';
  const order = inputs.dir === 'desc' ? (numbersFirst ? words.highestFirst : words.zToA) : numbersFirst ? words.lowestFirst : words.aToZ;
  const sortText = inputs.sort ? fillTemplate(words.sortedBy, { column: columns[inputs.sort].toLowerCase(), order }) : '';

  const sortHeader = (column: SortColumn, className = '') => (
    <th
      key={column}
      scope="col"
      className={className}
      aria-sort={inputs.sort === column ? (inputs.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" onClick={() => sortBy(column)} className={`inline-flex items-center gap-1 text-left font-semibold text-gold hover:underline ${NEEDS_SCRIPTS}`}>
        {columns[column]}
        <span aria-hidden="true" className="text-xs">
          {inputs.sort === column ? (inputs.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
      {/* Without JavaScript the heading is text: a sort button would do nothing. */}
      <span className={WITHOUT_SCRIPTS_ONLY}>{columns[column]}</span>
    </th>
  );

  return (
    <div className="space-y-6">
      {withoutScripts}
      <div className={`grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4 ${NEEDS_SCRIPTS}`}>
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            {words.search}
          </label>
          <input id={`${id}-q`} type="search" autoComplete="off" value={inputs.q} onChange={(e) => set({ q: e.target.value })} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-grade`} className={labelClass}>
            {words.grade}
          </label>
          <select id={`${id}-grade`} value={inputs.grade ?? ''} onChange={(e) => set({ grade: e.target.value.toLowerCase() || undefined })} className={inputClass}>
            <option value="">{words.highestGrade}</option>
            {grades.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            {words.type}
          </label>
          <select id={`${id}-type`} value={inputs.type ?? ''} onChange={(e) => set({ type: e.target.value || undefined })} className={inputClass}>
            <option value="">{words.allTypes}</option>
            <option value="weapon">{words.weapons}</option>
            <option value="armor">{words.armor}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-source`} className={labelClass}>
            {words.source}
          </label>
          <select id={`${id}-source`} value={inputs.source ?? ''} onChange={(e) => set({ source: e.target.value || undefined })} className={inputClass}>
            <option value="">{words.allSources}</option>
            {sources.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <CopyLink words={copyWords} />
          {Object.keys(state).length > 0 && (
            <button type="button" onClick={() => update({})} className="rounded-lg border border-line px-4 py-2 text-text hover:border-gold hover:text-gold">
              {words.reset}
            </button>
          )}
        </div>
      </div>

      {compared.length > 0 && (
        <section aria-labelledby={`${id}-compare`} className="rounded-xl border border-gold/40 bg-surface p-4">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-compare`} className="font-display text-xl text-sky">
              {words.compareTitle}
            </h2>
            <button type="button" onClick={() => set({ compare: undefined })} className="rounded-lg border border-line px-3 py-1.5 text-sm text-text hover:border-gold hover:text-gold">
              {words.clearComparison}
            </button>
          </div>
          {compared.length < 2 ? (
            <p className="text-text">{fillTemplate(words.tickOneMore, { item: compared[0]!.name })}</p>
          ) : (
            <div className="table-scroll relative" role="region" aria-label={words.comparisonLabel} tabIndex={0}>
              <table className="data-table">
                <caption className="sr-only">{words.comparisonCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.stat}</th>
                    {compared.map((row) => (
                      <th key={row.id} scope="col">
                        {row.name} <span className="font-normal text-muted">({shownGrade(row, inputs.grade)})</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {compareRows(compared, inputs.grade).map((line) => (
                    <tr key={line.column} data-differs={line.differs || undefined}>
                      <th scope="row">
                        {columns[line.column]}
                        {line.differs && <span className="ml-2 rounded bg-gold/15 px-1.5 py-0.5 text-xs font-semibold text-gold">{words.differs}</span>}
                      </th>
                      {line.cells.map((cell, i) => {
                        const top = cell.type === 'value' && cell.value === line.highest;
                        return (
                          <td key={compared[i]!.id} className={top ? 'font-semibold text-gold' : undefined}>
                            <CellView cell={cell} column={line.column} words={words} />
                            {top && <span className="sr-only"> {words.highest}</span>}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                  <tr data-differs={new Set(compared.map((r) => r.infusion)).size > 1 || undefined}>
                    <th scope="row">{columns.infusion}</th>
                    {compared.map((row) => (
                      <td key={row.id}>
                        <InfusionName infusion={row.infusion} />
                      </td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{columns.source}</th>
                    {compared.map((row) => (
                      <td key={row.id}>{sourceText(row)}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}

      <p role="status" aria-live="polite" className="text-sm text-muted">
        {fillTemplate(words.status, { shown: shown.length, total: rows.length, grade: gradeText, sort: sortText })}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-line bg-surface p-8 text-center">
          <p className="text-text">{words.empty}</p>
          <button type="button" onClick={() => set({ q: undefined, grade: undefined, type: undefined, source: undefined })} className="mt-3 rounded-lg border border-gold px-4 py-2 text-gold hover:bg-gold hover:text-ink">
            {words.clearFilters}
          </button>
        </div>
      ) : (
        <div className="table-scroll relative" role="region" aria-label={words.tableLabel} tabIndex={0}>
          <table className="data-table text-sm" data-gear-table>
            <caption className="sr-only">{fillTemplate(words.tableCaption, { grade: gradeText })}</caption>
            <thead>
              <tr>
                {sortHeader('name', 'sticky left-0 z-10')}
                <th scope="col">{words.grades}</th>
                {NUMERIC_COLUMNS.map((column) => sortHeader(column))}
                {sortHeader('infusion')}
                {sortHeader('source')}
                <th scope="col" className={NEEDS_SCRIPTS}>
                  {words.compareColumn}
                </th>
              </tr>
            </thead>
            <GearTableBody shown={shown} grade={inputs.grade} compare={inputs.compare} onToggleCompare={toggleCompare} words={words} />
          </table>
        </div>
      )}
    </div>
  );
}
