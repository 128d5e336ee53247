import { BulletList, RecordDetail } from '@/components/detail/RecordDetail';
import { BossAbilities } from '@/components/wiki/BossAbilities';
import { BossInfobox } from '@/components/wiki/BossInfobox';
import { getContent } from '@/lib/content';
import { detailRoute } from '@/lib/detail-routes';

const route = detailRoute('bosses', () => getContent().bosses);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function BossDetailPage({ params }: { params: Promise<{ slug: string }> }) {
  const boss = route.find((await params).slug);
  const { gear, wikiPages } = getContent();
  const drops = boss.drops.map((slug) => gear.find((g) => g.slug === slug)!);
  const wikiTitle = wikiPages.find((p) => p.slug === boss.wiki)!.frontmatter.title;
  const rewards = [
    ...(boss.firstKillGold ? [`${boss.firstKillGold} Gold Coins for the first kill`] : []),
    ...drops.map((d) => `${d.name} (${boss.dropChancePercent}% drop chance)`),
  ];
  return (
    <RecordDetail
      list={{ label: 'Bosses', href: '/bosses' }}
      name={boss.name}
      image={boss.image}
      description={boss.description}
      tags={boss.tags}
      facts={[]}
      aside={<BossInfobox slug={boss.slug} floating={false} />}
      sections={[
        { title: 'Abilities', body: <BossAbilities slug={boss.slug} /> },
        { title: 'Rewards', body: <BulletList items={rewards} /> },
        ...(boss.notes.length ? [{ title: 'Notes', body: <BulletList items={boss.notes} /> }] : []),
      ]}
      related={[
        { label: wikiTitle, href: `/wiki/${boss.wiki}`, note: 'full wiki guide' },
        ...drops.map((d) => ({ label: d.name, href: `/boss-drops/${d.slug}`, note: 'drop' })),
      ]}
    />
  );
}
