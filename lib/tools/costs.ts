import type { Economy } from '../schemas/economy';
import { fillPlural, fillTemplate } from '../template';
import type { SiteLabels } from '../schemas/labels';
import type { Price } from './coins';

/** One thing you can pay for, as the coin converter lists it. */
export interface CostLine {
  id: string;
  label: string;
  price: Price;
  /** Another way to pay, e.g. "or 1 Dungeon Voucher". */
  alternative?: string;
  /** Wiki page that explains it (with trailing slash). */
  href: string;
  /** Listed after the menu's "Coming Soon" line. */
  comingSoon?: boolean;
}

const wikiHref = (slug: string) => `/wiki/${slug}/`;

/** The words of the fixed prices (content/pages.json `tools-coins.coins`) and the voucher unit (site labels). */
export interface CostWords {
  entryFee: string;
  orVouchers: string;
  blueprint: string;
  vouchers: SiteLabels['gameValues']['vouchers'];
}

/** The dungeon's fixed prices (entry fee, blueprint), then the restaurant menu, from content/economy.json. */
export function costLines(economy: Economy, words: CostWords): { dungeon: CostLine[]; menu: CostLine[] } {
  const { entryFee, blueprint, restaurant } = economy;
  return {
    dungeon: [
      {
        id: 'entry-fee',
        label: words.entryFee,
        price: entryFee.price,
        alternative: fillTemplate(words.orVouchers, { vouchers: fillPlural(words.vouchers, entryFee.vouchers, {}) }),
        href: wikiHref(entryFee.wiki),
      },
      { id: 'blueprint', label: words.blueprint, price: blueprint.price, href: wikiHref(blueprint.wiki) },
    ],
    menu: restaurant.menu.map((item) => ({
      id: item.id,
      label: item.name,
      price: item.price,
      href: wikiHref(restaurant.wiki),
      ...(item.comingSoon ? { comingSoon: true } : {}),
    })),
  };
}
