import { Link } from '@/components/ui/Link';
import { Icon, type IconName } from '@/components/ui/Icon';
import { getContent } from '@/lib/content';
import type { PAGE_IDS } from '@/lib/schemas/pages';

/** The player tools, in menu order: route, page-copy id (content/pages.json) and icon. */
export const TOOLS: readonly { href: string; copy: (typeof PAGE_IDS)[number]; icon: IconName }[] = [
  { href: '/tools/gear', copy: 'tools-gear', icon: 'sword' },
  { href: '/tools/coins', copy: 'tools-coins', icon: 'package' },
  { href: '/tools/boss-planner', copy: 'tools-boss-planner', icon: 'target' },
  { href: '/tools/shrines', copy: 'tools-shrines', icon: 'lightning' },
];

/** One card per player tool, with its title and description from content/pages.json. */
export function ToolCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { pages } = getContent();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {TOOLS.map((tool) => {
        const copy = pages[tool.copy];
        return (
          <li key={tool.href}>
            <Link href={tool.href} className="flex h-full gap-4 rounded-xl border border-line bg-surface p-5 hover:border-gold">
              <Icon name={tool.icon} className="mt-1 h-6 w-6 shrink-0 text-gold" />
              <div>
                <Heading className="font-display text-lg text-text">{[copy.title, copy.titleAccent].filter(Boolean).join(' ')}</Heading>
                <p className="mt-1 text-sm text-muted">{copy.description}</p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
