import { Link } from '@/components/ui/Link';
import { getContent } from '@/lib/content';

/** The NPCs content/npcs.json places in a structure (their `place`), each linked with their role. */
export function NpcsHere({ place }: { place: string }) {
  const npcs = getContent().npcs.filter((npc) => npc.place === place);
  return (
    <ul className="list-disc space-y-1.5 pl-6" aria-label={getContent().site.labels.records.npcsHere.label}>
      {npcs.map((npc) => (
        <li key={npc.slug}>
          <Link href={`/npcs/${npc.slug}`} className="font-semibold text-sky underline hover:text-gold">
            {npc.name}
          </Link>
          , {npc.role}
        </li>
      ))}
    </ul>
  );
}
