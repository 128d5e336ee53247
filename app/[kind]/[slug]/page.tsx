import type { Metadata } from 'next';
import * as RecordPage from './record-page';
import { isLanguageSegment, LanguagePage, languageMetadata, languageParams } from '../language-routes';

type Params = { params: Promise<{ kind: string; slug: string }> };

export const dynamicParams = false;

/** /<kind>/<slug>/: an English record page; /<language>/<page>/: a top-level page in that language (/es/wiki/). */
export function generateStaticParams() {
  return [...RecordPage.generateStaticParams(), ...languageParams(1, ['slug'])];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug } = await params;
  return isLanguageSegment(kind) ? languageMetadata(kind, [slug]) : RecordPage.generateMetadata({ params });
}

export default async function RecordOrLanguagePage({ params }: Params) {
  const { kind, slug } = await params;
  if (isLanguageSegment(kind)) return <LanguagePage code={kind} segments={[slug]} />;
  return <RecordPage.default params={params} />;
}
