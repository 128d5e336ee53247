import type { Metadata } from 'next';
import * as RecordPage from './record-page';
import * as KindListView from '../kind-list';
import { isLanguageSegment, LanguagePage, languageMetadata, languageParams } from '../language-routes';
import { kindById } from '@/lib/records/kinds';

type Params = { params: Promise<{ kind: string; slug: string }> };

export const dynamicParams = false;

/** /<kind>/<slug>/: an English record page; /<language>/<kind>/: a record kind's list in that language (/es/bosses/). */
export function generateStaticParams() {
  return [...RecordPage.generateStaticParams(), ...languageParams(1, ['slug']).filter((p) => kindById(p.slug!))];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug } = await params;
  return isLanguageSegment(kind) ? languageMetadata(kind, KindListView, { kind: slug }) : RecordPage.generateMetadata({ params });
}

export default async function RecordOrLanguageList({ params }: Params) {
  const { kind, slug } = await params;
  if (isLanguageSegment(kind)) return <LanguagePage code={kind} module={KindListView} params={{ kind: slug }} englishPath={`/${slug}`} />;
  return <RecordPage.default params={params} />;
}
