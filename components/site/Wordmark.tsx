import { getContent } from '@/lib/content';
import { SteadyDisplayText } from '../ui/SteadyDisplayText';

/** The site's name in two colours (content/site.json `logo`), in the display font; it does not move when the font lands. */
export function Wordmark() {
  const [first, second] = getContent().site.logo;
  return (
    <span className="whitespace-nowrap font-sans">
      <SteadyDisplayText text={first} className="text-sky" /> <SteadyDisplayText text={second} className="text-gold" />
    </span>
  );
}
