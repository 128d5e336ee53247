import { getContent, getEntry } from '@/lib/content';
import type { DetailViewProps } from './detail-view';
import { BulletList, RecordDetail } from './RecordDetail';

/** Record page of a lobby NPC: role, location, services and the wiki page. */
export function NpcDetail({ slug, path, list }: DetailViewProps) {
  const npc = getEntry('npcs', slug);
  const wikiTitle = getEntry('wikiPages', npc.wiki).frontmatter.title;
  const words = getContent().site.labels.recordPage;
  return (
    <RecordDetail
      list={list}
      name={npc.name}
      path={path}
      image={npc.image}
      description={npc.description}
      tags={npc.tags}
      facts={[{ label: words.role, value: npc.role }, { label: words.location, value: npc.location }, ...npc.stats]}
      sections={[{ title: words.services, body: <BulletList items={npc.services} /> }]}
      related={[{ label: wikiTitle, href: `/wiki/${npc.wiki}`, note: words.wikiPage }]}
    />
  );
}
