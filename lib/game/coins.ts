/** Coin arithmetic in BigInt: a few billion stellar (at 1,000,000 bronze each) would overflow a float's integers. */

import { formatNumber } from '../model/format';
import type { CoinTiers } from '../model/template';

/** The coin tiers (lowest first) and the exchange rate, as content/economy.json gives them. */
export interface CoinSystem extends CoinTiers {
  rate: number;
}

/** A price: a whole number of coins of one tier. */
export interface Price {
  amount: number;
  tier: string;
}

export function tierIndex(system: CoinSystem, tierId: string): number {
  const index = system.tiers.findIndex((t) => t.id === tierId);
  if (index < 0) throw new Error(`unknown coin tier "${tierId}"`);
  return index;
}

/** How many coins of the lowest tier one coin of tier `index` is worth. */
export function tierValue(system: CoinSystem, index: number): bigint {
  return BigInt(system.rate) ** BigInt(index);
}

/** `amount` coins of `tierId`, counted in the lowest tier. */
export function toLowest(system: CoinSystem, amount: bigint, tierId: string): bigint {
  return amount * tierValue(system, tierIndex(system, tierId));
}

/** `numerator / denominator` with separators, exact within `maxDecimals` digits, else cut and marked approximate. */
export function divideToDecimal(numerator: bigint, denominator: bigint, maxDecimals = 12): { text: string; exact: boolean } {
  const whole = numerator / denominator;
  let remainder = numerator % denominator;
  let digits = '';
  while (remainder !== 0n && digits.length < maxDecimals) {
    remainder *= 10n;
    digits += String(remainder / denominator);
    remainder %= denominator;
  }
  return { text: digits ? `${formatNumber(whole)}.${digits}` : formatNumber(whole), exact: remainder === 0n };
}

/** One line of the converter: the same value expressed in one tier. */
export interface TierAmount {
  tierId: string;
  tierName: string;
  /** Decimal text, e.g. "10,000" or "0.03". */
  text: string;
  exact: boolean;
}

/** The value of `amount` coins of `fromTier` in every tier, highest tier first. */
export function inEveryTier(system: CoinSystem, amount: bigint, fromTier: string): TierAmount[] {
  const lowest = toLowest(system, amount, fromTier);
  return system.tiers
    .map((tier, index) => ({ tierId: tier.id, tierName: tier.name, ...divideToDecimal(lowest, tierValue(system, index)) }))
    .reverse();
}

/** One stack of the fewest-coins breakdown. */
export interface CoinStack {
  tierId: string;
  tierName: string;
  count: bigint;
}

/** The fewest coins worth `lowest` lowest-tier coins, greedy from the highest tier (optimal with one rate per pair). */
export function fewestCoins(system: CoinSystem, lowest: bigint): CoinStack[] {
  const stacks: CoinStack[] = [];
  let rest = lowest;
  for (let index = system.tiers.length - 1; index >= 0; index -= 1) {
    const value = tierValue(system, index);
    const count = rest / value;
    rest %= value;
    if (count > 0n) stacks.push({ tierId: system.tiers[index]!.id, tierName: system.tiers[index]!.name, count });
  }
  return stacks;
}

/** How many times a price can be paid from `lowest` coins of the lowest tier. */
export function timesAffordable(system: CoinSystem, lowest: bigint, price: Price): bigint {
  return lowest / toLowest(system, BigInt(price.amount), price.tier);
}

/** Longest amount the converter accepts, in digits. */
export const MAX_AMOUNT_DIGITS = 15;

/** Reads a typed amount: digits, optionally grouped with commas, spaces or underscores. Null when it is not a whole number ≥ 0. */
export function parseAmount(text: string): bigint | null {
  const digits = text.trim().replace(/[,_\s]/g, '');
  if (!/^\d+$/.test(digits) || digits.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS) return null;
  return BigInt(digits);
}

/** The converter's inputs after checking them against the record: unknown tiers fall back to the default. */
export interface CoinInputs {
  /** What the amount box shows. */
  amountText: string;
  /** The amount, or null when the text is not a whole number. */
  amount: bigint | null;
  fromTier: string;
}

/** Default view: 1 coin of the highest tier, shown in every tier below it. */
export function resolveCoinInputs(state: { amount?: string; from?: string }, system: CoinSystem): CoinInputs {
  const amountText = state.amount ?? '1';
  const fromTier = system.tiers.some((t) => t.id === state.from) ? state.from! : system.tiers.at(-1)!.id;
  return { amountText, amount: parseAmount(amountText), fromTier };
}
