import type { Economy } from '../schemas/economy';
import { plural } from '../format';
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

/** The dungeon's fixed prices (entry fee, blueprint), then the restaurant menu, from content/economy.json. */
export function costLines(economy: Economy): { dungeon: CostLine[]; menu: CostLine[] } {
  const { entryFee, blueprint, restaurant } = economy;
  return {
    dungeon: [
      {
        id: 'entry-fee',
        label: 'Dungeon entry fee',
        price: entryFee.price,
        alternative: `or ${plural(entryFee.vouchers, { one: 'Dungeon Voucher', other: 'Dungeon Vouchers' })}`,
        href: wikiHref(entryFee.wiki),
      },
      { id: 'blueprint', label: 'A Kaijin blueprint (any schematic)', price: blueprint.price, href: wikiHref(blueprint.wiki) },
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
