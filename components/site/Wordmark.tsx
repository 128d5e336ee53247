import { getContent } from '@/lib/content';

/** The site's name in two colours (content/site.json `logo`), in the display font. */
export function Wordmark() {
  const [first, second] = getContent().site.logo;
  return (
    <span className="whitespace-nowrap font-display">
      <span className="text-sky">{first}</span> <span className="text-gold">{second}</span>
    </span>
  );
}
