import { getContent } from '@/lib/content';
import { atomResponse } from '@/lib/site/feed-response';
import { newsFeed } from '@/lib/site/feeds';

/** /news/feed.xml (lib/site/feeds.ts), written once at build time. */
export const dynamic = 'force-static';

export function GET() {
  return atomResponse(newsFeed(getContent()));
}
