import { RecordDetail } from '@/components/detail/RecordDetail';
import { getContent } from '@/lib/content';
import { detailRoute } from '@/lib/detail-routes';

const route = detailRoute('structures', () => getContent().structures);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function StructureDetailPage({ params }: { params: Promise<{ slug: string }> }) {
  const structure = route.find((await params).slug);
  const { wikiPages } = getContent();
  return (
    <RecordDetail
      list={{ label: 'Structures', href: '/structures' }}
      name={structure.name}
      image={structure.image}
      description={structure.description}
      tags={structure.tags}
      facts={structure.stats}
      sections={[]}
      related={structure.wiki.map((slug) => ({ label: wikiPages.find((p) => p.slug === slug)!.frontmatter.title, href: `/wiki/${slug}` }))}
    />
  );
}
