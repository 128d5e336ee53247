import type { ReactNode } from 'react';
import { RootDocument, rootMetadata } from '@/components/site/RootDocument';
import { setPageLanguage } from '@/lib/site/page-language';
import '../globals.css';

export { viewport } from '@/components/site/RootDocument';

type Params = { params: Promise<{ kind: string }> };

/** The root of /<kind>/… (English record lists and pages) and of /<language>/… (every page in another language). */
export async function generateMetadata({ params }: Params) {
  setPageLanguage((await params).kind);
  return rootMetadata();
}

export default async function KindOrLanguageLayout({ children, params }: { children: ReactNode } & Params) {
  setPageLanguage((await params).kind);
  return <RootDocument>{children}</RootDocument>;
}
