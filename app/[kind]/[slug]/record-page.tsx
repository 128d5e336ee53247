import type { Metadata } from 'next';
import { DETAIL_VIEWS } from '@/components/detail/detail-views';
import { getContent } from '@/lib/content';
import { DETAIL_KINDS, kindName } from '@/lib/records/kinds';
import { recordPageMetadata } from '@/lib/site/page-metadata';
import { resolveRecordRoute } from '@/lib/site/record-routes';
import { breadcrumbJsonLd, recordCrumbs } from '@/lib/site/structured-data';

type Params = { params: Promise<{ kind: string; slug: string }> };

export const dynamicParams = false;

/** One page per record of every kind in lib/records/kinds.ts. */
export function generateStaticParams() {
  const content = getContent();
  return DETAIL_KINDS.flatMap((kind) => kind.records(content).map((r) => ({ kind: kind.id, slug: r.slug })));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, record } = resolveRecordRoute(await params);
  return recordPageMetadata(kind, record);
}

export default async function RecordPage({ params }: Params) {
  const { kind, record } = resolveRecordRoute(await params);
  const View = DETAIL_VIEWS[kind.id];
  const jsonLd = breadcrumbJsonLd(getContent().site, recordCrumbs(kind, record, getContent()));
  return (
    // data-link-previews: links on a record page (its sections and "Read more") show previews on hover and focus.
    <div data-link-previews="">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <View slug={record.slug} path={`/${kind.id}/${record.slug}`} list={{ label: kindName(kind, getContent(), 'other'), href: `/${kind.id}` }} />
    </div>
  );
}
