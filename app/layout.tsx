import type { ReactNode } from 'react';
import { RootDocument } from '@/components/site/RootDocument';
import { resolvedLanguage, setRequestLanguage } from '@/lib/i18n/request';
import './globals.css';

export { rootMetadata as generateMetadata, viewport } from '@/components/site/RootDocument';

/** The one root layout; it waits for the page's metadata to name the language (lib/site/page-metadata.ts). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  setRequestLanguage(await resolvedLanguage());
  return <RootDocument>{children}</RootDocument>;
}
