import { getContent } from '@/lib/content';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { atomResponse } from '@/lib/site/feed-response';
import { kindFeed } from '@/lib/site/feeds';
import { resolveKind } from '@/lib/site/record-routes';

/** /<kind>/feed.xml for every kind of lib/records/kinds.ts (lib/site/feeds.ts), written once at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return DETAIL_KINDS.map((kind) => ({ kind: kind.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  return atomResponse(kindFeed(resolveKind((await params).kind), getContent()));
}
