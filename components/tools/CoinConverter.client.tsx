'use client';

import { writeNumbersAs } from '@/lib/model/format';
import { WholeNumberField } from './WholeNumberField';
import { ScrollTable } from '../ui/ScrollTable';
import { useId, type ReactNode } from 'react';
import { coinsCodec } from '@/lib/tools/tool-codecs';
import { formatNumber } from '@/lib/model/format';
import { fewestCoins, inEveryTier, MAX_AMOUNT_DIGITS, resolveCoinInputs, timesAffordable, toLowest, type CoinSystem } from '@/lib/game/coins';
import type { CostLine } from '@/lib/game/costs';
import { CopyLink } from './CopyLink.client';
import { inputClass, labelClass } from './field-styles';
import { ToolSection } from './ToolSection';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';
import { useUrlState } from '../ui/useUrlState.client';
import type { PagesCopy } from '@/lib/schemas/pages';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillTemplate, formatCoins } from '@/lib/model/template';

type CoinWords = PagesCopy['tools-coins']['coins'];

interface Props {
  /** How the page's language writes numbers (lib/site/page-language.ts pageNumbers); none in English. */
  numbers?: string;
  system: CoinSystem;
  costs: { dungeon: CostLine[]; menu: CostLine[] };
  /** The restaurant's chef, who names the menu's price table. */
  chef: string;
  words: CoinWords;
  copyWords: SiteLabels['links'];
  /** The note shown in the fields' place with JavaScript off (a server-rendered WithoutScriptsNote: no code of its own here). */
  withoutScripts: ReactNode;
}

function CostTable({ caption, lines, system, lowest, words }: { caption: string; lines: CostLine[]; system: CoinSystem; lowest: bigint | null; words: CoinWords }) {
  return (
    <ScrollTable label={caption} caption={caption} tableClassName="text-sm">
      <thead>
        <tr>
          <th scope="col">{words.item}</th>
          <th scope="col">{words.price}</th>
          <th scope="col">{words.pays}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="font-semibold">
              <a href={line.href} className="text-sky underline hover:text-gold">
                {line.label}
              </a>
              {line.comingSoon && <span className="ml-2 text-xs font-normal text-muted">{words.comingSoon}</span>}
            </th>
            <td>
              <span className="whitespace-nowrap">{formatCoins(system, line.price)}</span>
              {line.alternative && <span className="block text-muted">{line.alternative}</span>}
            </td>
            <td>{lowest === null ? '–' : formatNumber(timesAffordable(system, lowest, line.price))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The coin converter: an amount of one tier in every tier, as the fewest coins, and against the dungeon's prices. */
export function CoinConverter({ system, costs, chef, words, copyWords, withoutScripts, numbers }: Props) {
  writeNumbersAs(numbers);
  const { state, update } = useUrlState(coinsCodec);
  const { amountText, amount, fromTier } = resolveCoinInputs(state, system);
  const id = useId();
  const lowest = amount === null ? null : toLowest(system, amount, fromTier);
  const fromName = Object.fromEntries(system.tiers.map((t) => [t.id, t.name]))[fromTier];
  const stacks = lowest === null ? [] : fewestCoins(system, lowest);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <ToolSection title={words.convertTitle} id={`${id}-convert`}>
          {withoutScripts}
          <div className={`grid gap-4 sm:grid-cols-2 ${NEEDS_SCRIPTS}`}>
            <div>
              <WholeNumberField
                id={`${id}-amount`}
                label={words.amount}
                value={amountText}
                invalid={amount === null}
                error={fillTemplate(words.amountError, { digits: MAX_AMOUNT_DIGITS })}
                onChange={(value) => update({ ...state, amount: value })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-from`} className={labelClass}>
                {words.coin}
              </label>
              <select id={`${id}-from`} value={fromTier} onChange={(event) => update({ ...state, from: event.target.value })} className={inputClass}>
                {system.tiers.map((tier) => (
                  <option key={tier.id} value={tier.id}>
                    {tier.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="mt-6 space-y-5">
            <div>
              <h3 className="font-semibold text-gold">
                {amount === null ? words.inEveryTier : fillTemplate(words.amountInEveryTier, { amount, coin: fromName ?? '' })}
              </h3>
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line" aria-label={words.valueLabel}>
                {(amount === null ? [] : inEveryTier(system, amount, fromTier)).map((line) => (
                  <li key={line.tierId} className="flex justify-between gap-4 px-3 py-2" data-tier={line.tierId}>
                    <span className="font-semibold text-text">
                      {line.exact ? '' : '≈ '}
                      {line.text}
                    </span>
                    <span className="text-muted">{line.tierName}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-gold">{words.fewestTitle}</h3>
              <p className="mt-1 text-text" aria-live="polite" data-fewest>
                {amount === null ? '–' : stacks.length === 0 ? words.noCoins : stacks.map((s) => `${formatNumber(s.count)} ${s.tierName}`).join(', ')}
              </p>
            </div>
          </div>
          <CopyLink words={copyWords} className="mt-6" />
        </ToolSection>
        {system.tiers[1] && <p className="text-sm text-muted">{fillTemplate(words.rate, { rate: system.rate, lower: system.tiers[0]!.name, upper: system.tiers[1].name })}</p>}
      </div>
      <ToolSection title={words.costsTitle} id={`${id}-costs`}>
        <div className="min-w-0 space-y-6">
          <CostTable caption={words.dungeonPrices} lines={costs.dungeon} system={system} lowest={lowest} words={words} />
          <div>
            <h3 className="mb-2 font-semibold text-gold">{fillTemplate(words.menuTitle, { chef })}</h3>
            <CostTable caption={words.menuPrices} lines={costs.menu} system={system} lowest={lowest} words={words} />
          </div>
        </div>
      </ToolSection>
    </div>
  );
}
