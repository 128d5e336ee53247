import { StatsRecordDetail } from '@/components/detail/StatsRecordDetail';
import { getContent } from '@/lib/content';
import { detailRoute } from '@/lib/detail-routes';

const route = detailRoute('animations', () => getContent().animations);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function AnimationDetailPage({ params }: { params: Promise<{ slug: string }> }) {
  return <StatsRecordDetail record={route.find((await params).slug)} list={{ label: 'Player Animations', href: '/animations' }} />;
}
