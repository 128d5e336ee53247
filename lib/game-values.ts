import { formatCoins, formatNumber, joinList, plural } from './format';
import type { Economy } from './schemas/economy';
import type { Limiter } from './schemas/limiter';
import type { Shrines } from './schemas/shrines';

/** The records the named values are read from. */
export interface GameValueRecords {
  economy: Economy;
  shrines: Shrines;
  limiter: Limiter;
}

/**
 * Numbers that wiki prose states inline, by name: MDX writes `<Value of="koby-trade-limit" />` and the text
 * comes from the record, so the page and the tools can never disagree. The loader checks every name.
 */
export function gameValues({ economy, shrines, limiter }: GameValueRecords): Record<string, string> {
  const coins = economy.coins;
  return {
    'coin-tiers': joinList(coins.tiers.map((t) => t.name)),
    'coin-rate': formatNumber(coins.rate),
    'entry-fee': formatCoins(coins, economy.entryFee.price),
    'entry-fee-vouchers': plural(economy.entryFee.vouchers, { one: 'Dungeon Voucher', other: 'Dungeon Vouchers' }),
    'blueprint-price': formatCoins(coins, economy.blueprint.price),
    'koby-trade-limit': plural(economy.salvage.tradesPerDay, { one: 'trade per day', other: 'trades per day' }),
    'shrine-tiers': joinList(shrines.tiers.map((t) => t.name)),
    'shrine-reset': plural(shrines.resetHours, { one: 'hour', other: 'hours' }),
    'shrine-chest-coins': plural(shrines.rewards.chestCoinsMultiplier, { one: 'time', other: 'times' }),
    'shrine-stellar-engraving': plural(shrines.rewards.stellarEngravingLevels, { one: 'level', other: 'levels' }),
    'limiter-thresholds': joinList(limiter.thresholds.map((t) => `${t.percent}%`)),
  };
}
