import { getEntry } from '@/lib/content';

/** The ability list of a boss record. */
export function BossAbilities({ slug }: { slug: string }) {
  const boss = getEntry('bosses', slug);
  return (
    <ul className="space-y-2">
      {boss.abilities.map((ability) => (
        <li key={ability.name}>
          <strong>{ability.name}</strong>: {ability.description}
        </li>
      ))}
    </ul>
  );
}
