import { localPath } from '../i18n/languages';
import type { JsonContent } from '../model/collections';
import { fillPlural, fillTemplate } from '../model/template';
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



/** The dungeon's fixed prices, then the restaurant menu (content/economy.json), worded by the coin tool's copy. */
export function costLines({ economy, pages, site }: Pick<JsonContent, 'economy' | 'pages' | 'site'>, language = 'en'): { dungeon: CostLine[]; menu: CostLine[] } {
  const wikiHref = (slug: string) => localPath(language, `/wiki/${slug}/`);
  const { entryFee, blueprint, restaurant } = economy;
  const words = pages['tools-coins'].coins;
  return {
    dungeon: [
      {
        id: 'entry-fee',
        label: words.entryFee,
        price: entryFee.price,
        alternative: fillTemplate(words.orVouchers, { vouchers: fillPlural(site.labels.gameValues.vouchers, entryFee.vouchers, {}) }),
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
