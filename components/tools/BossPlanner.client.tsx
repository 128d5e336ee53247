'use client';

import { writeNumbersAs } from '@/lib/model/format';
import { useId, type ReactNode } from 'react';
import { formatNumber, formatPercent } from '@/lib/model/format';
import type { LimiterRowFacts } from '@/lib/records/facts';
import type { LimiterThreshold } from '@/lib/schemas/limiter';
import { nearbyRows, type LimiterPosition } from '@/lib/game/limiter';
import { MAX_EP_DIGITS, planFight, resolvePlannerInputs, type PlannerBoss } from '@/lib/tools/planner';
import { plannerCodec } from '@/lib/tools/tool-codecs';
import { NamedEntryList } from '../ui/NamedEntryList';
import { CopyLink } from './CopyLink.client';
import { errorClass, inputClass, labelClass } from './field-styles';
import { ToolSection } from './ToolSection';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';
import { useUrlState } from '../ui/useUrlState.client';
import { Fill } from '../ui/Fill';
import type { PagesCopy } from '@/lib/schemas/pages';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillTemplate } from '@/lib/model/template';

type PlannerWords = PagesCopy['tools-boss-planner']['planner'];

interface Props {
  /** How the page's language writes numbers (lib/site/page-language.ts pageNumbers); none in English. */
  numbers?: string;
  bosses: PlannerBoss[];
  limiter: {
    thresholds: LimiterThreshold[];
    /** The rows with their cut-offs in EP, as the wiki's Limiter table prints them. */
    rows: LimiterRowFacts[];
    options: { name: string; description: string }[];
    known: string[];
    unknown: string[];
  };
  words: PlannerWords;
  copyWords: SiteLabels['links'];
  /** The note shown in the fields' place with JavaScript off (a server-rendered WithoutScriptsNote: no code of its own here). */
  withoutScripts: ReactNode;
}

const linkClass = 'text-sky underline hover:text-gold';

/** Where your EP lies among the cut-offs, in words: never which row applies, since that is not known. */
function positionText(position: LimiterPosition, rows: readonly LimiterRowFacts[], words: PlannerWords): string {
  const cut = (percent: number) => {
    const row = rows.find((r) => r.percent === percent)!;
    return fillTemplate(words.cutoff, { percent: row.percentText, ep: row.cutoff });
  };
  switch (position.kind) {
    case 'at':
      return fillTemplate(words.at, { cutoff: cut(position.row.percent) });
    case 'between':
      return fillTemplate(words.between, { below: cut(position.below.percent), above: cut(position.above.percent) });
    case 'below-all':
      return fillTemplate(words.belowAll, { cutoff: cut(position.above.percent) });
    case 'above-all':
      return fillTemplate(words.aboveAll, { cutoff: cut(position.below.percent) });
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
export function BossPlanner({ bosses, limiter, words, copyWords, withoutScripts, numbers }: Props) {
  writeNumbersAs(numbers);
  const { state, update } = useUrlState(plannerCodec);
  const { boss, epText: typedEp, ep } = resolvePlannerInputs(state, bosses);
  const plan = planFight(boss, ep, limiter.thresholds);
  const id = useId();
  const epInvalid = typedEp.trim() !== '' && ep === null;
  const position = plan.limiter;
  const nearby = position ? nearbyRows(position) : [];
  const lastRow = limiter.thresholds.at(-1);

  return (
    <div className="space-y-6">
      <ToolSection title={words.inputsTitle} id={`${id}-inputs`}>
        {withoutScripts}
        <div className={`grid gap-4 sm:grid-cols-2 ${NEEDS_SCRIPTS}`}>
          <div>
            <label htmlFor={`${id}-boss`} className={labelClass}>
              {words.boss}
            </label>
            <select id={`${id}-boss`} value={boss.slug} onChange={(event) => update({ ...state, boss: event.target.value })} className={inputClass}>
              {bosses.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {fillTemplate(words.bossOption, { boss: b.name, floor: b.floor })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-ep`} className={labelClass}>
              {words.ep}
            </label>
            <input
              id={`${id}-ep`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={words.epPlaceholder}
              value={typedEp}
              aria-invalid={epInvalid}
              aria-describedby={epInvalid ? `${id}-ep-error` : undefined}
              onChange={(event) => update({ ...state, ep: event.target.value })}
              className={inputClass}
            />
            {epInvalid && (
              <p id={`${id}-ep-error`} className={errorClass}>
                {fillTemplate(words.epError, { digits: MAX_EP_DIGITS })}
              </p>
            )}
          </div>
        </div>
        <CopyLink words={copyWords} className="mt-4" />
      </ToolSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <ToolSection title={boss.name} id={`${id}-boss-facts`}>
          <Facts rows={boss.facts.map((row) => [row.label, row.value])} />
          <p className="mt-4 text-sm">
            <a href={boss.wiki.href} className={linkClass}>
              {fillTemplate(words.readWiki, { page: boss.wiki.title })}
            </a>
          </p>
        </ToolSection>

        <ToolSection title={words.oddsTitle} id={`${id}-odds`}>
          <ul className="space-y-1 text-sm">
            {boss.drops.map((drop) => (
              <li key={drop.slug}>
                <a href={drop.href} className={linkClass}>
                  {drop.name}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-text">{fillTemplate(words.dropRule, { rule: boss.dropChanceRule })}</p>
          <div className="table-scroll relative mt-4" role="region" aria-label={words.killsLabel} tabIndex={0}>
            <table className="data-table">
              <caption className="sr-only">{words.killsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.chanceHeader}</th>
                  <th scope="col">{words.killsHeader}</th>
                </tr>
              </thead>
              <tbody>
                {plan.odds.map((row) => (
                  <tr key={row.target} data-target={row.target}>
                    <th scope="row">{formatPercent(row.target * 100)}</th>
                    <td>{Number.isFinite(row.kills) ? formatNumber(row.kills) : words.never}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-text" data-expected>
            {Number.isFinite(plan.expected) ? fillTemplate(words.expected, { kills: plan.expected }) : words.noGear}
          </p>
          <p className="mt-3 text-sm">
            <a href={boss.gearHref} className={linkClass}>
              {fillTemplate(words.compareGear, { boss: boss.name })}
            </a>
          </p>
        </ToolSection>
      </div>

      <ToolSection title={words.epTitle} id={`${id}-ep-share`}>
        {plan.share ? (
          <p className="text-text" data-share>
            <Fill
              text={words.share}
              values={{
                share: <strong>{plan.share.min === plan.share.max ? formatPercent(plan.share.min) : `${formatPercent(plan.share.min)}–${formatPercent(plan.share.max)}`}</strong>,
                boss: boss.name,
                ep: boss.epText,
              }}
            />
          </p>
        ) : (
          <p className="text-muted">{words.enterEp}</p>
        )}
        {boss.limiter && (
          <div className="mt-4 space-y-3 text-sm">
            <h3 className="font-display text-base text-gold">{words.limiterTitle}</h3>
            <p className="text-text">
              {fillTemplate(words.limiterIntro, { boss: boss.name, cutoffs: limiter.rows.map((row) => `${row.percentText} = ${row.cutoff}`).join(', ') })}
            </p>
            {position && (
              <>
                <p className="text-text" data-limiter-position={position.kind} data-limiter-rows={nearby.map((r) => r.percent).join(' ')}>
                  {positionText(position, limiter.rows, words)}{' '}
                  {nearby.length > 1 && words.nearbyMany}
                  {nearby.length === 1 && words.nearbyOne}
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
                    label={fillTemplate(words.optionsAt, { percent: formatPercent(lastRow.percent) })}
                  />
                )}
              </>
            )}
            <p className="font-semibold text-text">{words.known}</p>
            <ul className="list-disc space-y-1 pl-5 text-text">
              {limiter.known.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="font-semibold text-text">{words.unknown}</p>
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
