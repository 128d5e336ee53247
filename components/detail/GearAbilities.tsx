import { Link } from '@/components/ui/Link';
import { getContent, getEntry } from '@/lib/content';
import { Fill } from '../ui/Fill';

/** Named gear abilities, each linked to its item's wiki page, with the item's name and the ability's own words from content/gear.json. */
export function GearAbilities({ abilities }: { abilities: readonly { item: string; ability: string }[] }) {
  const content = getContent();
  const words = content.site.labels.records.gearAbilities;
  return (
    <ul className="list-disc space-y-1.5 pl-6" aria-label={words.label}>
      {abilities.map(({ item: slug, ability: name }) => {
        const item = getEntry('gear', slug, content);
        const ability = item.abilities.find((a) => a.name === name);
        if (!ability) throw new Error(`GearAbilities: "${item.name}" has no ability "${name}"`);
        const link = (
          <Link href={`/wiki/${item.wiki}`} className="font-semibold text-sky underline hover:text-gold">
            {ability.name}
          </Link>
        );
        return (
          <li key={`${slug}-${name}`}>
            <Fill text={words.line} values={{ ability: link, item: item.name, description: ability.description }} />
          </li>
        );
      })}
    </ul>
  );
}
