import { getContent, getEntry } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import type { DetailViewProps } from './detail-view';
import { RecordNotesBlock, recordSections } from './RecordBody';
import { RecordDetail } from './RecordDetail';

/** Record page of a structure or an animation: its lead, its figures, its sections (with the tables they build) and related wiki pages. */
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
      sections={recordSections(record.sections, record.slug)}
      footer={<RecordNotesBlock notes={record.notes} sections={record.sections} />}
      related={[
        ...record.wiki.map((slug) => ({ label: getEntry('wikiPages', slug).frontmatter.title, href: `/wiki/${slug}` })),
        { label: fillTemplate(getContent().site.labels.recordPage.allOfKind, { kind: list.label.toLowerCase() }), href: list.href },
      ]}
    />
  );
}
