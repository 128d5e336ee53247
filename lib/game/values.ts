import { formatNumber, joinList } from '../model/format';
import { fillPlural, formatCoins } from '../model/template';
import type { Boss } from '../schemas/boss';
import type { CoinPrice, Economy } from '../schemas/economy';
import type { Limiter } from '../schemas/limiter';
import type { Shrines } from '../schemas/shrines';
import type { SiteSettings } from '../schemas/site';

/** The records the named values are read from. */
export interface GameValueRecords {
  economy: Economy;
  shrines: Shrines;
  limiter: Limiter;
  bosses: readonly Pick<Boss, 'floor'>[];
  /** Its `labels.gameValues`: the units, in their plural forms. */
  site: SiteSettings;
}

/** A price counted in the lowest coin tier, to compare prices of different tiers. */
const inLowestTier = (coins: Economy['coins'], price: CoinPrice) => price.amount * coins.rate ** coins.tiers.findIndex((t) => t.id === price.tier);

/** The same price in every lower tier, highest first: 1 Gold Coin → "100 Silver Coins or 10,000 Bronze Coins". */
function inLowerTiers(coins: Economy['coins'], price: CoinPrice): string {
  const index = coins.tiers.findIndex((t) => t.id === price.tier);
  const lower = coins.tiers.slice(0, index).reverse();
  const amounts = lower.map((tier, i) => formatCoins(coins, { amount: price.amount * coins.rate ** (i + 1), tier: tier.id }));
  return amounts.length < 2 ? (amounts[0] ?? '') : `${amounts.slice(0, -1).join(', ')} or ${amounts.at(-1)}`;
}

/** The cheapest or dearest price on the menu (dishes on sale now), with the items at that price: "3 Bronze Coins (Tamagoyaki and Tea)". */
function menuPriceEnd(economy: Economy, end: 'cheapest' | 'dearest'): string {
  const onSale = economy.restaurant.menu.filter((item) => !item.comingSoon);
  const values = onSale.map((item) => inLowestTier(economy.coins, item.price));
  const target = end === 'cheapest' ? Math.min(...values) : Math.max(...values);
  const items = onSale.filter((_, i) => values[i] === target);
  return `${formatCoins(economy.coins, items[0]!.price)} (${joinList(items.map((item) => item.name))})`;
}

/** Numbers prose states by name (`<Value of="koby-trade-limit" />`), so pages and tools never disagree. */
export function gameValues({ economy, shrines, limiter, bosses, site }: GameValueRecords): Record<string, string> {
  const coins = economy.coins;
  const units = site.labels.gameValues;
  return {
    'coin-tiers': joinList(coins.tiers.map((t) => t.name)),
    'coin-rate': formatNumber(coins.rate),
    'entry-fee': formatCoins(coins, economy.entryFee.price),
    'entry-fee-vouchers': fillPlural(units.vouchers, economy.entryFee.vouchers, {}),
    'blueprint-price': formatCoins(coins, economy.blueprint.price),
    'blueprint-price-in-lower-tiers': inLowerTiers(coins, economy.blueprint.price),
    'menu-cheapest': menuPriceEnd(economy, 'cheapest'),
    'menu-dearest': menuPriceEnd(economy, 'dearest'),
    'koby-trade-limit': fillPlural(units.tradesPerDay, economy.salvage.tradesPerDay, {}),
    'shrine-tiers': joinList(shrines.tiers.map((t) => t.name)),
    'shrine-reset': fillPlural(units.hours, shrines.resetHours, {}),
    'shrine-challenge-count': formatNumber(shrines.challenges.length),
    'shrine-chest-coins': fillPlural(units.times, shrines.rewards.chestCoinsMultiplier, {}),
    'shrine-stellar-engraving': fillPlural(units.levels, shrines.rewards.stellarEngravingLevels, {}),
    'limiter-thresholds': joinList(limiter.thresholds.map((t) => `${t.percent}%`)),
    'boss-floors': joinList([...new Set(bosses.map((b) => b.floor))].sort((a, b) => a - b).map(String)),
  };
}
