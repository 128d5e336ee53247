import { Link } from '@/components/ui/Link';
import { getContent, getEntry } from '@/lib/content';
import type { DetailViewProps } from './detail-view';
import { RecordLines, RecordNotesBlock, recordSections } from './RecordBody';
import { RecordDetail } from './RecordDetail';

/** Record page of an NPC: where you find them, what they sell, buy or do, the tables their trade needs, and the wiki page. */
export function NpcDetail({ slug, path, list }: DetailViewProps) {
  const content = getContent();
  const npc = getEntry('npcs', slug, content);
  const wikiTitle = getEntry('wikiPages', npc.wiki, content).frontmatter.title;
  const place = npc.place ? getEntry('structures', npc.place, content) : undefined;
  const words = content.site.labels.recordPage;
  return (
    <RecordDetail
      list={list}
      name={npc.name}
      path={path}
      image={npc.image}
      description={npc.description}
      tags={npc.tags}
      facts={[
        { label: words.role, value: npc.role },
        {
          label: words.location,
          value: place ? (
            <Link href={`/structures/${place.slug}`} className="text-sky underline hover:text-gold">
              {npc.location}
            </Link>
          ) : (
            npc.location
          ),
        },
        ...npc.stats,
      ]}
      sections={[{ title: words.services, body: <RecordLines lines={npc.services} /> }, ...recordSections(npc.sections, npc.slug)]}
      footer={<RecordNotesBlock notes={npc.notes} sections={npc.sections} />}
      related={[{ label: wikiTitle, href: `/wiki/${npc.wiki}`, note: words.wikiPage }]}
    />
  );
}
