import { formatNumber, joinList } from '../model/format';
import { fillPlural, formatCoins } from '../model/template';
import type { Economy } from '../schemas/economy';
import type { Limiter } from '../schemas/limiter';
import type { Shrines } from '../schemas/shrines';
import type { SiteSettings } from '../schemas/site';

/** The records the named values are read from. */
export interface GameValueRecords {
  economy: Economy;
  shrines: Shrines;
  limiter: Limiter;
  /** Its `labels.gameValues`: the units, in their plural forms. */
  site: SiteSettings;
}

/**
 * Numbers that wiki prose states inline, by name: MDX writes `<Value of="koby-trade-limit" />` and the text
 * comes from the record, so the page and the tools can never disagree. The loader checks every name.
 */
export function gameValues({ economy, shrines, limiter, site }: GameValueRecords): Record<string, string> {
  const coins = economy.coins;
  const units = site.labels.gameValues;
  return {
    'coin-tiers': joinList(coins.tiers.map((t) => t.name)),
    'coin-rate': formatNumber(coins.rate),
    'entry-fee': formatCoins(coins, economy.entryFee.price),
    'entry-fee-vouchers': fillPlural(units.vouchers, economy.entryFee.vouchers, {}),
    'blueprint-price': formatCoins(coins, economy.blueprint.price),
    'koby-trade-limit': fillPlural(units.tradesPerDay, economy.salvage.tradesPerDay, {}),
    'shrine-tiers': joinList(shrines.tiers.map((t) => t.name)),
    'shrine-reset': fillPlural(units.hours, shrines.resetHours, {}),
    'shrine-chest-coins': fillPlural(units.times, shrines.rewards.chestCoinsMultiplier, {}),
    'shrine-stellar-engraving': fillPlural(units.levels, shrines.rewards.stellarEngravingLevels, {}),
    'limiter-thresholds': joinList(limiter.thresholds.map((t) => `${t.percent}%`)),
  };
}
