import type { ReactNode } from 'react';
import { RootDocument } from '@/components/site/RootDocument';
import { resolvedLanguage, setRequestLanguage } from '@/lib/i18n/request';
import './globals.css';

export { rootMetadata as generateMetadata, viewport } from '@/components/site/RootDocument';

/**
 * The one root layout of every page, in the page's language: a layout is rendered before the page it wraps, so it
 * waits for the page's metadata to name the language (lib/site/page-metadata.ts), then writes <html lang> and the
 * translated shell.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  setRequestLanguage(await resolvedLanguage());
  return <RootDocument>{children}</RootDocument>;
}
