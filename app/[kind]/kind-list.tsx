import type { Metadata } from 'next';
import { ListPage } from '@/components/list/ListPage';
import { getContent } from '@/lib/content';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { resolveKind } from '@/lib/site/record-routes';

type Params = { params: Promise<{ kind: string }> };

/** One list page per record kind in lib/records/kinds.ts. */
export function generateStaticParams() {
  return DETAIL_KINDS.map((kind) => ({ kind: kind.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const kind = resolveKind((await params).kind);
  return fixedPageMetadata(kind.id, `/${kind.id}/`);
}

/** A kind's list: /<kind>/ in English, /<language>/<kind>/ in another language. */
export default async function KindList({ params }: Params) {
  const kind = resolveKind((await params).kind);
  const content = getContent();
  const items = kind.records(content).map((record) => kind.listItem(record, content));
  const facet = kind.facet && {
    key: kind.facet.key,
    param: kind.facet.param,
    numeric: kind.facet.numeric,
    optionLabels: kind.facet.optionLabels?.(content),
  };
  return <ListPage id={kind.id} copy={content.pages[kind.id]} items={items} facet={facet} />;
}
