import { FilterableList } from '@/components/list/FilterableList.client';
import { KindList } from './kind-list';

export { generateMetadata, generateStaticParams } from './kind-list';

/** /<kind>/: a record kind's English list, its island loaded with the page. */
export default function KindListPage({ params }: { params: Promise<{ kind: string }> }) {
  return <KindList params={params} List={FilterableList} />;
}
