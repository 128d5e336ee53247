import { getContent } from '@/lib/content';
import { bySlug } from '@/lib/content-index';
import type { Animation } from '@/lib/schemas/animation';
import type { Structure } from '@/lib/schemas/structure';
import { RecordDetail } from './RecordDetail';

/** Detail page of a record made of a description, label/value stats and related wiki pages (structures, animations). */
export function StatsRecordDetail({ record, list }: { record: Structure | Animation; list: { label: string; href: string } }) {
  const { wikiPages } = getContent();
  const wikiTitle = (slug: string) => bySlug(wikiPages).get(slug)!.frontmatter.title;
  return (
    <RecordDetail
      list={list}
      name={record.name}
      image={record.image}
      description={record.description}
      tags={record.tags}
      facts={record.stats}
      sections={[]}
      related={[...record.wiki.map((slug) => ({ label: wikiTitle(slug), href: `/wiki/${slug}` })), { label: `All ${list.label.toLowerCase()}`, href: list.href }]}
    />
  );
}
