import { getContent } from '@/lib/content';
import { atomResponse } from '@/lib/site/feed-response';
import { changesFeed } from '@/lib/site/feeds';

/** /changes/feed.xml (lib/site/feeds.ts), written once at build time. */
export const dynamic = 'force-static';

export function GET() {
  return atomResponse(changesFeed(getContent()));
}
