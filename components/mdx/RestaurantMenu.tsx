import { getContent } from '@/lib/content';
import { formatCoins } from '@/lib/model/template';
import { ScrollTable } from '../ui/ScrollTable';

/**
 * The Floor 95 restaurant's menu from content/economy.json: `part="menu"` (on sale), `part="coming-soon"`
 * (listed after the menu's "Coming Soon" line) or `part="notes"` (where sources disagree, for "Notes on sources").
 */
export function RestaurantMenu({ part = 'menu' }: { part?: 'menu' | 'coming-soon' | 'notes' }) {
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
  if (part !== 'menu' && part !== 'coming-soon') throw new Error(`RestaurantMenu: unknown part "${String(part)}"`);
  const comingSoon = part === 'coming-soon';
  const items = restaurant.menu.filter((item) => item.comingSoon === comingSoon);
  return (
    <ScrollTable label={comingSoon ? words.comingSoonLabel : words.menuLabel}>
      <thead>
        <tr>
          <th scope="col">{words.item}</th>
          <th scope="col">{words.price}</th>
          <th scope="col">{words.effect}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" className="font-semibold">
              {item.name}
            </th>
            <td className="whitespace-nowrap">{formatCoins(coins, item.price)}</td>
            <td>{item.effect}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
