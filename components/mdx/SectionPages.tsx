import { Link } from '@/components/ui/Link';
import { getContent } from '@/lib/content';
import { sectionPageEntries } from '@/lib/wiki/hubs';

/** For hub pages: the other pages of a section, each linked by its title with one line on what it covers. */
export function SectionPages({ section }: { section: string }) {
  const entries = sectionPageEntries(getContent(), section);
  return (
    <ul data-section-pages={section}>
      {entries.map((entry) => (
        <li key={entry.slug}>
          <Link href={`/wiki/${entry.slug}`} className="font-semibold">
            {entry.title}
          </Link>
          : {entry.line}
        </li>
      ))}
    </ul>
  );
}
