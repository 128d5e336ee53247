'use client';

import { useId } from 'react';
import type { LimiterThreshold } from '@/lib/schemas/limiter';
import { formatWhole } from '@/lib/tools/coins';
import { formatPercent, MAX_EP_DIGITS, planFight, resolvePlannerInputs, type PlannerBoss } from '@/lib/tools/planner';
import { plannerCodec } from '@/lib/tools/tool-codecs';
import { CopyLink } from './CopyLink.client';
import { errorClass, inputClass, labelClass } from './field-styles';
import { ToolSection } from './ToolSection';
import { useUrlState } from '../ui/useUrlState.client';

interface Props {
  bosses: PlannerBoss[];
  limiter: { thresholds: LimiterThreshold[]; options: { name: string; description: string }[]; known: string[]; unknown: string[] };
}

const linkClass = 'text-sky underline hover:text-gold';
const epText = (ep: PlannerBoss['ep']) => (ep.max && ep.max !== ep.min ? `${formatWhole(ep.min)}–${formatWhole(ep.max)}` : formatWhole(ep.min));

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
  const bracket = plan.limiter;

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
          <Facts
            rows={[
              ['Floor', String(boss.floor)],
              ['EP', epText(boss.ep)],
              ['HP', formatWhole(boss.hp)],
              ['Armor', formatWhole(boss.armor)],
              ['Attack', formatWhole(boss.attack)],
              ['First-kill reward', boss.firstKillGold === undefined ? 'not given' : `${formatWhole(boss.firstKillGold)} Gold Coins`],
            ]}
          />
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
                <span className="font-semibold text-text">{boss.dropChancePercent}% per kill</span>
              </li>
            ))}
          </ul>
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
                    <td>{Number.isFinite(row.kills) ? formatWhole(row.kills) : 'never'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-text" data-expected>
            {Number.isFinite(plan.expected) ? `On average the first drop of an item comes after ${formatWhole(plan.expected)} kills.` : 'This boss does not drop gear.'}
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
            of {boss.name}&apos;s EP ({epText(boss.ep)}).
          </p>
        ) : (
          <p className="text-muted">Enter your EP to compare it with the boss&apos;s.</p>
        )}
        {boss.limiter && (
          <div className="mt-4 space-y-3 text-sm">
            <h3 className="font-display text-base text-gold">Limiter</h3>
            {bracket?.kind === 'row' && (
              <p className="text-text" data-limiter-row={bracket.row.percent}>
                Read as a share of the boss&apos;s EP, yours falls under the <strong>{bracket.row.percent}% row</strong>: {bracket.row.effect}.
              </p>
            )}
            {bracket?.kind === 'gap' && (
              <p className="text-text" data-limiter-row="gap">
                Read as a share of the boss&apos;s EP, yours lies between the <strong>{bracket.below?.percent}%</strong> and <strong>{bracket.above?.percent}%</strong> rows, and
                the table has no row for that range.
              </p>
            )}
            {bracket?.kind === 'row' && bracket.row.covers === 'at-or-above' && (
              <ul className="list-disc space-y-1 pl-5 text-text">
                {limiter.options.map((option) => (
                  <li key={option.name}>
                    <strong>{option.name}</strong>: {option.description}
                  </li>
                ))}
              </ul>
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
