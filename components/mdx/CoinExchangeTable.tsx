import { getContent } from '@/lib/content';
import { formatCoins } from '@/lib/model/template';
import { ScrollTable } from '../ui/ScrollTable';

/** Every exchange Mjöllmile makes, both ways, from the coin tiers and the rate in content/economy.json. */
export function CoinExchangeTable() {
  const content = getContent();
  const coins = content.economy.coins;
  const words = content.site.labels.records.coinExchanges;
  const { tiers, rate } = coins;
  const pairs = tiers.slice(1).map((upper, i) => ({ lower: tiers[i]!, upper }));
  const rows = [
    ...pairs.map(({ lower, upper }) => [formatCoins(coins, { amount: rate, tier: lower.id }), formatCoins(coins, { amount: 1, tier: upper.id })]),
    ...pairs.map(({ lower, upper }) => [formatCoins(coins, { amount: 1, tier: upper.id }), formatCoins(coins, { amount: rate, tier: lower.id })]),
  ];
  return (
    <ScrollTable label={words.label} caption={words.caption}>
      <thead>
        <tr>
          <th scope="col">{words.give}</th>
          <th scope="col">{words.get}</th>
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
