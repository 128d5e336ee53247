import type { Economy } from './schemas/economy';
import type { Limiter } from './schemas/limiter';
import type { Shrines } from './schemas/shrines';
import { formatPrice, formatWhole } from './tools/coins';
import { listOf } from './tools/text';

/** The records the named values are read from. */
export interface GameValueRecords {
  economy: Economy;
  shrines: Shrines;
  limiter: Limiter;
}

const plural = (n: number, one: string, many: string) => `${formatWhole(n)} ${n === 1 ? one : many}`;


/**
 * Numbers that wiki prose states inline, by name: MDX writes `<Value of="koby-trade-limit" />` and the text
 * comes from the record, so the page and the tools can never disagree. The loader checks every name.
 */
export function gameValues({ economy, shrines, limiter }: GameValueRecords): Record<string, string> {
  const coins = economy.coins;
  return {
    'coin-tiers': listOf(coins.tiers.map((t) => t.name)),
    'coin-rate': formatWhole(coins.rate),
    'entry-fee': formatPrice(coins, economy.entryFee.price),
    'entry-fee-vouchers': plural(economy.entryFee.vouchers, 'Dungeon Voucher', 'Dungeon Vouchers'),
    'blueprint-price': formatPrice(coins, economy.blueprint.price),
    'koby-trade-limit': plural(economy.salvage.tradesPerDay, 'trade per day', 'trades per day'),
    'shrine-tiers': listOf(shrines.tiers.map((t) => t.name)),
    'shrine-reset': plural(shrines.resetHours, 'hour', 'hours'),
    'shrine-chest-coins': plural(shrines.rewards.chestCoinsMultiplier, 'time', 'times'),
    'shrine-stellar-engraving': plural(shrines.rewards.stellarEngravingLevels, 'level', 'levels'),
    'limiter-thresholds': listOf(limiter.thresholds.map((t) => `${t.percent}%`)),
  };
}
