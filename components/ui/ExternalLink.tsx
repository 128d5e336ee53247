import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { ExternalAnchor } from './ExternalAnchor';

/** A link that opens in a new tab (server components): the screen-reader note comes from content/site.json. */
export function ExternalLink(props: { href: string; children: ReactNode; className?: string; icon?: boolean }) {
  return <ExternalAnchor {...props} newTab={getContent().site.labels.links.newTab} />;
}
