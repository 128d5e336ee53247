'use client';

import { WholeNumberField } from './WholeNumberField';
import { ScrollTable } from '../ui/ScrollTable';
import { useId } from 'react';
import { coinsCodec } from '@/lib/tools/tool-codecs';
import { formatCoins, formatNumber } from '@/lib/format';
import { fewestCoins, inEveryTier, MAX_AMOUNT_DIGITS, resolveCoinInputs, timesAffordable, toLowest, type CoinSystem } from '@/lib/tools/coins';
import type { CostLine } from '@/lib/tools/costs';
import { CopyLink } from './CopyLink.client';
import { inputClass, labelClass } from './field-styles';
import { ToolSection } from './ToolSection';
import { useUrlState } from '../ui/useUrlState.client';

interface Props {
  system: CoinSystem;
  costs: { dungeon: CostLine[]; menu: CostLine[] };
  /** The Koby trade limit line, already worded from the record. */
  tradeLimit: { text: string; href: string };
}

function CostTable({ caption, lines, system, lowest }: { caption: string; lines: CostLine[]; system: CoinSystem; lowest: bigint | null }) {
  return (
    <ScrollTable label={caption} caption={caption} tableClassName="text-sm">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Your coins pay for</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="font-semibold">
              <a href={line.href} className="text-sky underline hover:text-gold">
                {line.label}
              </a>
              {line.comingSoon && <span className="ml-2 text-xs font-normal text-muted">(coming soon)</span>}
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
export function CoinConverter({ system, costs, tradeLimit }: Props) {
  const { state, update, ready } = useUrlState(coinsCodec);
  const { amountText, amount, fromTier } = resolveCoinInputs(state, system);
  const id = useId();
  const lowest = amount === null ? null : toLowest(system, amount, fromTier);
  const fromName = Object.fromEntries(system.tiers.map((t) => [t.id, t.name]))[fromTier];
  const stacks = lowest === null ? [] : fewestCoins(system, lowest);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <ToolSection title="Convert" id={`${id}-convert`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <WholeNumberField
                id={`${id}-amount`}
                label="Amount"
                value={amountText}
                invalid={amount === null}
                error={`Enter a whole number of coins, up to ${MAX_AMOUNT_DIGITS} digits.`}
                onChange={(value) => update({ ...state, amount: value })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-from`} className={labelClass}>
                Coin
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
                {amount === null ? 'In every tier' : `${formatNumber(amount)} ${fromName} in every tier`}
              </h3>
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line" aria-label="Value in every tier">
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
              <h3 className="font-semibold text-gold">As the fewest coins</h3>
              <p className="mt-1 text-text" aria-live="polite" data-fewest>
                {amount === null ? '–' : stacks.length === 0 ? 'No coins' : stacks.map((s) => `${formatNumber(s.count)} ${s.tierName}`).join(', ')}
              </p>
            </div>
          </div>
          <CopyLink ready={ready} className="mt-6" />
        </ToolSection>
        <p className="text-sm text-muted">
          {system.tiers[1] && `${formatNumber(system.rate)} ${system.tiers[0]!.name} make 1 ${system.tiers[1].name}, and so on up the tiers; the exchange works both ways. `}
          <a href={tradeLimit.href} className="text-sky underline hover:text-gold">
            Koby
          </a>{' '}
          buys your gear back with a limit of {tradeLimit.text}.
        </p>
      </div>
      <ToolSection title="What things cost" id={`${id}-costs`}>
        <div className="min-w-0 space-y-6">
          <CostTable caption="Dungeon prices" lines={costs.dungeon} system={system} lowest={lowest} />
          <div>
            <h3 className="mb-2 font-semibold text-gold">Kaoru Yoshida&apos;s menu</h3>
            <CostTable caption="Restaurant menu prices" lines={costs.menu} system={system} lowest={lowest} />
          </div>
        </div>
      </ToolSection>
    </div>
  );
}
