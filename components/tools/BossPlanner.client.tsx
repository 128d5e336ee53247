'use client';

import { useId } from 'react';
import { formatNumber, formatPercent } from '@/lib/format';
import type { LimiterRowFacts } from '@/lib/record-facts';
import type { LimiterThreshold } from '@/lib/schemas/limiter';
import { nearbyRows, type LimiterPosition } from '@/lib/tools/limiter';
import { MAX_EP_DIGITS, planFight, resolvePlannerInputs, type PlannerBoss } from '@/lib/tools/planner';
import { plannerCodec } from '@/lib/tools/tool-codecs';
import { NamedEntryList } from '../ui/NamedEntryList';
import { CopyLink } from './CopyLink.client';
import { errorClass, inputClass, labelClass } from './field-styles';
import { ToolSection } from './ToolSection';
import { useUrlState } from '../ui/useUrlState.client';

interface Props {
  bosses: PlannerBoss[];
  limiter: {
    thresholds: LimiterThreshold[];
    /** The rows with their cut-offs in EP, as the wiki's Limiter table prints them. */
    rows: LimiterRowFacts[];
    options: { name: string; description: string }[];
    known: string[];
    unknown: string[];
  };
}

const linkClass = 'text-sky underline hover:text-gold';

/** Where your EP lies among the cut-offs, in words: never which row applies, since that is not known. */
function positionText(position: LimiterPosition, rows: readonly LimiterRowFacts[]): string {
  const cut = (percent: number) => {
    const row = rows.find((r) => r.percent === percent)!;
    return `the ${row.percentText} cut-off (${row.cutoff})`;
  };
  switch (position.kind) {
    case 'at':
      return `Your EP is exactly ${cut(position.row.percent)}.`;
    case 'between':
      return `Your EP is between ${cut(position.below.percent)} and ${cut(position.above.percent)}.`;
    case 'below-all':
      return `Your EP is below the lowest cut-off, ${cut(position.above.percent)}.`;
    case 'above-all':
      return `Your EP is above the highest cut-off, ${cut(position.below.percent)}.`;
  }
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-semibold text-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The boss planner: a boss's numbers, drop odds, and your EP against its EP and Limiter. */
export function BossPlanner({ bosses, limiter }: Props) {
  const { state, update, ready } = useUrlState(plannerCodec);
  const { boss, epText: typedEp, ep } = resolvePlannerInputs(state, bosses);
  const plan = planFight(boss, ep, limiter.thresholds);
  const id = useId();
  const epInvalid = typedEp.trim() !== '' && ep === null;
  const position = plan.limiter;
  const nearby = position ? nearbyRows(position) : [];
  const lastRow = limiter.thresholds.at(-1);

  return (
    <div className="space-y-6">
      <ToolSection title="Your fight" id={`${id}-inputs`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-boss`} className={labelClass}>
              Boss
            </label>
            <select id={`${id}-boss`} value={boss.slug} onChange={(event) => update({ ...state, boss: event.target.value })} className={inputClass}>
              {bosses.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name} (Floor {b.floor})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-ep`} className={labelClass}>
              Your EP
            </label>
            <input
              id={`${id}-ep`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 65000"
              value={typedEp}
              aria-invalid={epInvalid}
              aria-describedby={epInvalid ? `${id}-ep-error` : undefined}
              onChange={(event) => update({ ...state, ep: event.target.value })}
              className={inputClass}
            />
            {epInvalid && (
              <p id={`${id}-ep-error`} className={errorClass}>
                Enter your EP as a whole number, up to {MAX_EP_DIGITS} digits.
              </p>
            )}
          </div>
        </div>
        <CopyLink ready={ready} className="mt-4" />
      </ToolSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <ToolSection title={boss.name} id={`${id}-boss-facts`}>
          <Facts rows={boss.facts.map((row) => [row.label, row.value])} />
          <p className="mt-4 text-sm">
            <a href={boss.wiki.href} className={linkClass}>
              Read the {boss.wiki.title} page
            </a>
          </p>
        </ToolSection>

        <ToolSection title="Drops and odds" id={`${id}-odds`}>
          <ul className="space-y-1 text-sm">
            {boss.drops.map((drop) => (
              <li key={drop.slug} className="flex justify-between gap-4">
                <a href={drop.href} className={linkClass}>
                  {drop.name}
                </a>
                <span className="font-semibold text-text">{boss.itemDropChance}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-text">On every kill, {boss.dropChanceRule}: the kills below are for one given item.</p>
          <div className="table-scroll relative mt-4" role="region" aria-label="Kills for a drop" tabIndex={0}>
            <table className="data-table">
              <caption className="sr-only">Kills needed for a chance of at least one drop of an item</caption>
              <thead>
                <tr>
                  <th scope="col">Chance of at least one drop</th>
                  <th scope="col">Kills</th>
                </tr>
              </thead>
              <tbody>
                {plan.odds.map((row) => (
                  <tr key={row.target} data-target={row.target}>
                    <th scope="row">{formatPercent(row.target * 100)}</th>
                    <td>{Number.isFinite(row.kills) ? formatNumber(row.kills) : 'never'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-text" data-expected>
            {Number.isFinite(plan.expected) ? `On average a given item first drops after ${formatNumber(plan.expected)} kills.` : 'This boss does not drop gear.'}
          </p>
          <p className="mt-3 text-sm">
            <a href={`/tools/gear/?source=${boss.slug}`} className={linkClass}>
              Compare {boss.name}&apos;s gear in the Gear Table
            </a>
          </p>
        </ToolSection>
      </div>

      <ToolSection title="Your EP against the boss" id={`${id}-ep-share`}>
        {plan.share ? (
          <p className="text-text" data-share>
            Your EP is{' '}
            <strong>
              {plan.share.min === plan.share.max ? formatPercent(plan.share.min) : `${formatPercent(plan.share.min)}–${formatPercent(plan.share.max)}`}
            </strong>{' '}
            of {boss.name}&apos;s EP ({boss.epText}).
          </p>
        ) : (
          <p className="text-muted">Enter your EP to compare it with the boss&apos;s.</p>
        )}
        {boss.limiter && (
          <div className="mt-4 space-y-3 text-sm">
            <h3 className="font-display text-base text-gold">Limiter</h3>
            <p className="text-text">
              Limiter weakens you according to your EP compared with {boss.name}&apos;s. Its cut-offs for this boss:{' '}
              {limiter.rows.map((row) => `${row.percentText} = ${row.cutoff}`).join(', ')}.
            </p>
            {position && (
              <>
                <p className="text-text" data-limiter-position={position.kind} data-limiter-rows={nearby.map((r) => r.percent).join(' ')}>
                  {positionText(position, limiter.rows)}{' '}
                  {nearby.length > 1 && 'Whether a row applies at, below or above its cut-off is not known, so either of these rows may apply:'}
                  {nearby.length === 1 && 'Whether a row applies at, below or above its cut-off is not known; the nearest row is:'}
                </p>
                <ul className="list-disc space-y-1 pl-5 text-text">
                  {nearby.map((row) => (
                    <li key={row.percent}>
                      <strong>{formatPercent(row.percent)}</strong>: {row.effect}
                    </li>
                  ))}
                </ul>
                {lastRow && nearby.includes(lastRow) && (
                  <NamedEntryList
                    entries={limiter.options}
                    className="list-disc space-y-1 pl-5 text-text"
                    label={`Options at the ${formatPercent(lastRow.percent)} row`}
                  />
                )}
              </>
            )}
            <p className="font-semibold text-text">What is known</p>
            <ul className="list-disc space-y-1 pl-5 text-text">
              {limiter.known.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="font-semibold text-text">What is not</p>
            <ul className="list-disc space-y-1 pl-5 text-text">
              {limiter.unknown.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </ToolSection>
    </div>
  );
}
