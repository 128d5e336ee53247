import { RecordDetail } from '@/components/detail/RecordDetail';
import { GearStats } from '@/components/wiki/GearStats';
import { getContent, isBossDrop } from '@/lib/content';
import { detailRoute } from '@/lib/detail-routes';

const route = detailRoute('boss-drops', () => getContent().gear.filter(isBossDrop));
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function BossDropDetailPage({ params }: { params: Promise<{ slug: string }> }) {
  const item = route.find((await params).slug);
  const { bosses, wikiPages } = getContent();
  const sourceBosses = item.source.kind === 'boss' ? item.source.bosses.map((slug) => bosses.find((b) => b.slug === slug)!) : [];
  const wikiTitle = wikiPages.find((p) => p.slug === item.wiki)!.frontmatter.title;
  return (
    <RecordDetail
      list={{ label: 'Boss Drops', href: '/boss-drops' }}
      name={item.name}
      image={item.image}
      description={item.description}
      tags={item.tags}
      facts={[
        { label: 'Type', value: item.kind === 'weapon' ? 'Weapon' : 'Armor' },
        { label: 'Grades', value: item.grades.join(', ') },
        ...sourceBosses.map((b) => ({ label: 'Dropped by', value: `${b.name} (Floor ${b.floor}, ${b.dropChancePercent}%)` })),
      ]}
      sections={[{ title: 'Stats by grade', body: <GearStats slug={item.slug} showNotes /> }]}
      related={[
        { label: wikiTitle, href: `/wiki/${item.wiki}`, note: 'full wiki page' },
        ...sourceBosses.map((b) => ({ label: b.name, href: `/bosses/${b.slug}`, note: `Floor ${b.floor} boss` })),
      ]}
    />
  );
}
