import type { Metadata } from 'next';
import * as KindList from './kind-list-page';
import { isLanguageSegment, LanguagePage, languageMetadata, languageParams } from './language-routes';
import { setPageLanguage } from '@/lib/site/page-language';

type Params = { params: Promise<{ kind: string }> };

export const dynamicParams = false;

/** /<kind>/: a record kind's English list; /<language>/: the home page in that language. */
export function generateStaticParams() {
  return [...KindList.generateStaticParams(), ...languageParams(0, [])];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind } = await params;
  if (isLanguageSegment(kind)) return languageMetadata(kind, []);
  setPageLanguage(kind);
  return KindList.generateMetadata({ params });
}

export default async function KindOrLanguageHome({ params }: Params) {
  const { kind } = await params;
  if (isLanguageSegment(kind)) return <LanguagePage code={kind} segments={[]} />;
  return <KindList.default params={params} />;
}
