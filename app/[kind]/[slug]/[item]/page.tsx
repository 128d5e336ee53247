import type { Metadata } from 'next';
import * as RecordPage from '../record-page';
import { LanguagePage, languageMetadata, languageParams } from '../../language-routes';
import { kindById } from '@/lib/records/kinds';

type Params = { params: Promise<{ kind: string; slug: string; item: string }> };

export const dynamicParams = false;

/** /<language>/<kind>/<slug>/: a record page in that language (/es/bosses/mezul/). */
export function generateStaticParams() {
  return languageParams(2, ['slug', 'item']).filter((p) => kindById(p.slug!));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug, item } = await params;
  return languageMetadata(kind, RecordPage, { kind: slug, slug: item });
}

export default async function LanguageRecordPage({ params }: Params) {
  const { kind, slug, item } = await params;
  return <LanguagePage code={kind} module={RecordPage} params={{ kind: slug, slug: item }} englishPath={`/${slug}/${item}`} />;
}
