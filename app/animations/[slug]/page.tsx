import { RecordDetail } from '@/components/detail/RecordDetail';
import { getContent } from '@/lib/content';
import { detailRoute } from '@/lib/detail-routes';

const route = detailRoute('animations', () => getContent().animations);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function AnimationDetailPage({ params }: { params: Promise<{ slug: string }> }) {
  const animation = route.find((await params).slug);
  const { wikiPages } = getContent();
  return (
    <RecordDetail
      list={{ label: 'Player Animations', href: '/animations' }}
      name={animation.name}
      image={animation.image}
      description={animation.description}
      tags={animation.tags}
      facts={animation.stats}
      sections={[]}
      related={[
        ...animation.wiki.map((slug) => ({ label: wikiPages.find((p) => p.slug === slug)!.frontmatter.title, href: `/wiki/${slug}` })),
        { label: 'All player animations', href: '/animations' },
      ]}
    />
  );
}
