import type { Metadata } from 'next';
import * as RecordPage from './record-page';
import { FilterableList } from '@/components/list/FilterableListIsland.client';
import * as KindListView from '../kind-list';
import { isLanguageSegment, LanguagePage, languageMetadata, languageParams } from '../language-routes';
import { kindById } from '@/lib/records/kinds';

/** A kind's list in a language; FilterableListIsland keeps the list's code off English record pages. */
const LanguageKindList = {
  generateMetadata: KindListView.generateMetadata,
  default: ({ params }: { params: Promise<{ kind: string }> }) => <KindListView.KindList params={params} List={FilterableList} />,
};

type Params = { params: Promise<{ kind: string; slug: string }> };

export const dynamicParams = false;

/** /<kind>/<slug>/: an English record page; /<language>/<kind>/: a record kind's list in that language (/es/bosses/). */
export function generateStaticParams() {
  return [...RecordPage.generateStaticParams(), ...languageParams(1, ['slug']).filter((p) => kindById(p.slug!))];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug } = await params;
  return isLanguageSegment(kind) ? languageMetadata(kind, LanguageKindList, { kind: slug }) : RecordPage.generateMetadata({ params });
}

export default async function RecordOrLanguageList({ params }: Params) {
  const { kind, slug } = await params;
  if (isLanguageSegment(kind)) return <LanguagePage code={kind} module={LanguageKindList} params={{ kind: slug }} englishPath={`/${slug}`} />;
  return <RecordPage.default params={params} />;
}
