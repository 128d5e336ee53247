import type { ExternalLink as ExternalLinkRecord } from '@/lib/schemas/site';
import { ExternalLink } from '../ui/ExternalLink';

/** A big card for an outbound link (community channels, crowd-funding), opening in a new tab. */
export function LinkCard({ link, headingLevel = 2 }: { link: ExternalLinkRecord; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="relative flex flex-col rounded-xl border border-line bg-surface p-6 focus-within:border-sky hover:border-gold">
      <Heading className="text-2xl text-gold">
        <ExternalLink href={link.url} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
          {link.label}
        </ExternalLink>
      </Heading>
      {link.description && <p className="mt-2 text-muted">{link.description}</p>}
    </div>
  );
}
