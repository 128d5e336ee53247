import { getContent } from '@/lib/content';
import { formatWhole } from '@/lib/tools/coins';
import { ScrollTable } from '../ui/ScrollTable';

/** Every exchange Mjöllmile makes, both ways, from the coin tiers and the rate in content/economy.json. */
export function CoinExchangeTable() {
  const { tiers, rate } = getContent().economy.coins;
  const pairs = tiers.slice(1).map((upper, i) => ({ lower: tiers[i]!, upper }));
  const rows = [
    ...pairs.map(({ lower, upper }) => [`${formatWhole(rate)} ${lower.name} Coins`, `1 ${upper.name} Coin`]),
    ...pairs.map(({ lower, upper }) => [`1 ${upper.name} Coin`, `${formatWhole(rate)} ${lower.name} Coins`]),
  ];
  return (
    <ScrollTable label="Coin exchanges" caption="What Mjöllmile gives for each exchange">
      <thead>
        <tr>
          <th scope="col">You give</th>
          <th scope="col">You get</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([give, get]) => (
          <tr key={`${give}-${get}`}>
            <td>{give}</td>
            <td>{get}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
