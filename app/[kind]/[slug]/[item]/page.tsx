import type { Metadata } from 'next';
import { LanguagePage, languageMetadata, languageParams } from '../../language-routes';

type Params = { params: Promise<{ kind: string; slug: string; item: string }> };

export const dynamicParams = false;

/** /<language>/<section>/<page>/: a wiki article, record page or tool in that language (/es/bosses/mezul/). */
export function generateStaticParams() {
  return languageParams(2, ['slug', 'item']);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug, item } = await params;
  return languageMetadata(kind, [slug, item]);
}

export default async function LanguageSubpage({ params }: Params) {
  const { kind, slug, item } = await params;
  return <LanguagePage code={kind} segments={[slug, item]} />;
}
