import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { formatCoins as formatPrice } from '@/lib/model/template';
import { divideToDecimal, fewestCoins, inEveryTier, parseAmount, timesAffordable, toLowest, type CoinSystem } from '@/lib/game/coins';

/** The arithmetic is tested on a fixed coin system; the record's own prices are tested on the record. */
const coins: CoinSystem = {
  rate: 100,
  coinName: { one: '{count} {tier} coin', other: '{count} {tier} coins' },
  tiers: [
    { id: 'bronze', name: 'Bronze' },
    { id: 'silver', name: 'Silver' },
    { id: 'gold', name: 'Gold' },
    { id: 'stellar', name: 'Stellar' },
  ],
};
const rate = BigInt(coins.rate);
const [lowest, second, third, top] = coins.tiers.map((t) => t.id) as [string, string, string, string];
const group = (n: bigint) => n.toLocaleString('en-US');
const { economy } = loadContent();

describe('toLowest and inEveryTier (converting both ways)', () => {
  it('1 coin of the top tier is rate, rate² and rate³ of the tiers below', () => {
    const lines = inEveryTier(coins, 1n, top);
    expect(lines.map((l) => [l.tierId, l.text])).toEqual([
      [top, '1'],
      [third, group(rate)],
      [second, group(rate ** 2n)],
      [lowest, group(rate ** 3n)],
    ]);
    expect(lines.every((l) => l.exact)).toBe(true);
  });

  it.each([
    [1n, 'bronze', 'silver', '0.01'],
    [1n, 'bronze', 'stellar', '0.000001'],
    [3n, 'silver', 'bronze', '300'],
    [250n, 'silver', 'gold', '2.5'],
    [1234567n, 'bronze', 'gold', '123.4567'],
    [0n, 'gold', 'bronze', '0'],
  ])('%s %s is %s in %s', (amount, from, to, text) => {
    expect(inEveryTier(coins, amount, from).find((l) => l.tierId === to)?.text).toBe(text);
  });

  it('round-trips: up then down gives the same lowest-tier value', () => {
    for (const tier of coins.tiers) expect(toLowest(coins, 7n, tier.id) / toLowest(coins, 1n, tier.id)).toBe(7n);
  });

  it('stays exact for amounts beyond a float’s integer range', () => {
    const lines = inEveryTier(coins, 999_999_999_999_999n, top);
    expect(lines.at(-1)!.text).toBe(group(999_999_999_999_999n * rate ** 3n));
  });
});

describe('divideToDecimal', () => {
  it.each([
    [10n, 4n, '2.5', true],
    [1n, 3n, '0.333333333333', false],
    [12345n, 1n, '12,345', true],
  ])('%s / %s = %s', (n, d, text, exact) => {
    expect(divideToDecimal(n, d)).toEqual({ text, exact });
  });
});

describe('fewestCoins', () => {
  it('takes as many of each higher tier as fit', () => {
    const value = rate ** 3n * 2n + rate ** 2n * 3n + rate * 4n + 5n;
    expect(fewestCoins(coins, value).map((s) => [s.tierId, s.count])).toEqual([
      [top, 2n],
      [third, 3n],
      [second, 4n],
      [lowest, 5n],
    ]);
  });
  it('leaves out empty tiers and gives nothing for zero', () => {
    expect(fewestCoins(coins, rate ** 2n).map((s) => [s.tierId, s.count])).toEqual([[third, 1n]]);
    expect(fewestCoins(coins, rate - 1n).map((s) => [s.tierId, s.count])).toEqual([[lowest, rate - 1n]]);
    expect(fewestCoins(coins, 0n)).toEqual([]);
  });
  it('never uses fewer coins than the breakdown it returns (rate-1 of each lower tier at most)', () => {
    for (const value of [1n, rate, rate ** 3n - 1n, rate ** 4n + 1n]) {
      const stacks = fewestCoins(coins, value);
      stacks.filter((s) => s.tierId !== top).forEach((s) => expect(s.count).toBeLessThan(rate));
    }
  });
});

describe('prices from the record', () => {
  it('formats the entry fee and the blueprint price with the tier name, in the words of the record', () => {
    for (const price of [economy.entryFee.price, economy.blueprint.price]) {
      const tierName = economy.coins.tiers.find((t) => t.id === price.tier)!.name;
      const form = price.amount === 1 ? economy.coins.coinName.one : economy.coins.coinName.other;
      expect(formatPrice(economy.coins, price)).toBe(form.replace('{count}', price.amount.toLocaleString('en-US')).replace('{tier}', tierName));
    }
  });
  it('names one coin and several with the plural forms, and groups the digits', () => {
    expect(formatPrice(coins, { amount: 1, tier: 'gold' })).toBe('1 Gold coin');
    expect(formatPrice(coins, { amount: 2500, tier: 'silver' })).toBe('2,500 Silver coins');
  });
  it('counts how many times a price can be paid', () => {
    const fee = economy.entryFee.price;
    const feeValue = toLowest(economy.coins, BigInt(fee.amount), fee.tier);
    expect(timesAffordable(economy.coins, feeValue * 3n + 1n, fee)).toBe(3n);
    expect(timesAffordable(economy.coins, feeValue - 1n, fee)).toBe(0n);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1', 1n],
    [' 1,000 ', 1000n],
    ['1_000_000', 1000000n],
    ['007', 7n],
    ['0', 0n],
    ['999999999999999', 999999999999999n],
  ])('%j → %s', (text, value) => expect(parseAmount(text)).toBe(value));
  it.each(['', '-1', '1.5', 'abc', '1e3', '1000000000000000'])('%j is rejected', (text) => expect(parseAmount(text)).toBeNull());
});
