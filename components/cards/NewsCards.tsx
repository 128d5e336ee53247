import { Link } from '@/components/ui/Link';
import type { ResolvedNews } from '@/lib/site/news';
import { ExternalLink } from '../ui/ExternalLink';

// Up to three columns, but no empty column while an item waits for a site setting (see lib/site/news.ts).
const COLUMNS = ['', '', 'md:grid-cols-2', 'md:grid-cols-3'] as const;

/** A grid of news cards; each card's link is internal or opens the external page in a new tab. */
export function NewsCards({ items, headingLevel = 3 }: { items: ResolvedNews[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`grid gap-6 ${COLUMNS[Math.min(items.length, 3)]}`}>
      {items.map((item) => (
        <li key={item.id} className="flex flex-col rounded-xl border border-line bg-surface p-5">
          <Heading className="font-display text-xl text-gold">{item.title}</Heading>
          <p className="mt-2 flex-1 text-muted">{item.summary}</p>
          {item.link &&
            (item.link.external ? (
              <ExternalLink href={item.link.href} className="mt-4 font-semibold text-sky underline hover:text-gold">
                {item.link.label}
              </ExternalLink>
            ) : (
              <Link href={item.link.href} className="mt-4 font-semibold text-sky underline hover:text-gold">
                {item.link.label}
              </Link>
            ))}
        </li>
      ))}
    </ul>
  );
}
