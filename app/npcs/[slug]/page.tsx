import { BulletList, RecordDetail } from '@/components/detail/RecordDetail';
import { getContent } from '@/lib/content';
import { detailRoute } from '@/lib/detail-routes';

const route = detailRoute('npcs', () => getContent().npcs);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function NpcDetailPage({ params }: { params: Promise<{ slug: string }> }) {
  const npc = route.find((await params).slug);
  const wikiTitle = getContent().wikiPages.find((p) => p.slug === npc.wiki)!.frontmatter.title;
  return (
    <RecordDetail
      list={{ label: 'NPCs', href: '/npcs' }}
      name={npc.name}
      image={npc.image}
      description={npc.description}
      tags={npc.tags}
      facts={[{ label: 'Role', value: npc.role }, { label: 'Location', value: npc.location }, ...npc.stats]}
      sections={[{ title: 'Services', body: <BulletList items={npc.services} /> }]}
      related={[{ label: wikiTitle, href: `/wiki/${npc.wiki}`, note: 'full wiki page' }]}
    />
  );
}
