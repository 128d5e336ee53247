import type { Metadata } from 'next';
import * as Home from '@/app/(en)/page';
import * as KindList from './kind-list';
import { isLanguageSegment, languageRoute } from './language-routes';
import { setPageLanguage } from '@/lib/site/page-language';

type Params = { params: Promise<{ kind: string }> };

/** /<language>/: the home page in that language. */
const home = languageRoute(Home, '/');

export const dynamicParams = false;

/** /<kind>/: a record kind's English list; /<language>/: the home page in that language. */
export function generateStaticParams() {
  return [...KindList.generateStaticParams(), ...home.generateStaticParams()];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind } = await params;
  if (isLanguageSegment(kind)) return home.generateMetadata({ params });
  setPageLanguage(kind);
  return KindList.generateMetadata({ params });
}

export default async function KindListOrLanguageHome({ params }: Params) {
  const { kind } = await params;
  if (isLanguageSegment(kind)) return <home.Page params={params} />;
  return <KindList.default params={params} />;
}
