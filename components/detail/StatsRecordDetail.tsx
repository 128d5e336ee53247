import { getContent, getEntry } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import type { DetailViewProps } from './detail-view';
import { RecordDetail } from './RecordDetail';

/** Record page of a record made of a description, label/value stats and related wiki pages (structures, animations). */
export function StatsRecordDetail({ kind, slug, path, list }: DetailViewProps & { kind: 'structures' | 'animations' }) {
  const record = getEntry(kind, slug);
  return (
    <RecordDetail
      path={path}
      list={list}
      name={record.name}
      image={record.image}
      description={record.description}
      tags={record.tags}
      facts={record.stats}
      sections={[]}
      related={[
        ...record.wiki.map((slug) => ({ label: getEntry('wikiPages', slug).frontmatter.title, href: `/wiki/${slug}` })),
        { label: fillTemplate(getContent().site.labels.recordPage.allOfKind, { kind: list.label.toLowerCase() }), href: list.href },
      ]}
    />
  );
}
