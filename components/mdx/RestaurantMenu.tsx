import { getContent } from '@/lib/content';
import { formatCoins } from '@/lib/model/template';
import { ScrollTable } from '../ui/ScrollTable';

type MenuPart = 'menu' | 'coming-soon' | 'buffs' | 'notes';

/** The Floor 95 restaurant's menu (content/economy.json): `part` is "menu", "coming-soon", "buffs" or "notes". */
export function RestaurantMenu({ part = 'menu' }: { part?: MenuPart }) {
  const { economy, site } = getContent();
  const { coins, restaurant } = economy;
  const words = site.labels.records.restaurant;
  if (part === 'notes') {
    return (
      <ul>
        {restaurant.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    );
  }
  const parts: Record<Exclude<MenuPart, 'notes'>, { label: string; shows: (item: (typeof restaurant.menu)[number]) => boolean }> = {
    menu: { label: words.menuLabel, shows: (item) => !item.comingSoon },
    'coming-soon': { label: words.comingSoonLabel, shows: (item) => item.comingSoon },
    buffs: { label: words.buffsLabel, shows: (item) => !item.comingSoon && item.buff },
  };
  const chosen = Object.hasOwn(parts, part) ? parts[part] : undefined;
  if (!chosen) throw new Error(`RestaurantMenu: unknown part "${String(part)}"`);
  return (
    <ScrollTable label={chosen.label}>
      <thead>
        <tr>
          <th scope="col">{words.item}</th>
          {/* On a phone the price sits under the item's name, leaving the effect room to read. */}
          <th scope="col" className="hidden sm:table-cell">
            {words.price}
          </th>
          <th scope="col">{words.effect}</th>
        </tr>
      </thead>
      <tbody>
        {restaurant.menu.filter(chosen.shows).map((item) => (
          <tr key={item.id}>
            <th scope="row" className="font-semibold">
              {item.name}
              <span className="block font-normal whitespace-nowrap text-muted sm:hidden" data-plain-text-omit="">{formatCoins(coins, item.price)}</span>
            </th>
            <td className="hidden whitespace-nowrap sm:table-cell">{formatCoins(coins, item.price)}</td>
            <td>{item.effect}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
