import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ErrorCopyProvider } from './ErrorCopy.client';
import { Footer } from './Footer';
import { Header } from './Header';
import { LinkPreviews } from '../previews/LinkPreviews.client';
import { getContent } from '@/lib/content';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { fontVariables } from '@/lib/site/fonts';
import { SHARE_IMAGE_SIZE } from '@/lib/site/page-metadata';
import { ogImagePath } from '@/lib/site/share-paths';
import { PALETTES, THEME_INIT_SCRIPT } from '@/lib/site/theme';
import { appIconPath, appleTouchIcon } from '@/lib/site/app-icons';
import { SERVICE_WORKER_REGISTRATION_PATH } from '@/lib/offline/paths.mjs';
import { languagePrefix } from '@/lib/i18n/languages';

/** The site-wide head every page starts from (pages replace most of it: lib/site/page-metadata.ts). */
export function rootMetadata(): Metadata {
  const { site } = getContent();
  return {
    metadataBase: new URL(site.baseUrl),
    title: { default: site.name, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    // The installed web app on iOS (the manifest, app/manifest.ts, serves the other systems).
    appleWebApp: { capable: true, title: site.shortName, statusBarStyle: 'black-translucent' },
    // Setting `icons` replaces the tag Next writes for app/icon.svg, so the SVG favicon is named here too.
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }], apple: [{ url: appIconPath(appleTouchIcon), sizes: `${appleTouchIcon.size}x${appleTouchIcon.size}`, type: 'image/png' }] },
    // Pages replace these with their own full set (lib/site/page-metadata.ts); the 404 page keeps them (the site's card).
    openGraph: { siteName: site.name, type: 'website', locale: getContent().language.code, images: [{ url: ogImagePath('/'), ...SHARE_IMAGE_SIZE, type: 'image/png', alt: site.name }] },
    twitter: { card: 'summary_large_image', images: [{ url: ogImagePath('/'), alt: site.name }] },
  };
}

/** Route prefixes whose pages have preview data (/previews/<prefix>/<slug>.json). */
const PREVIEW_PREFIXES = ['wiki', ...DETAIL_KINDS.map((k) => k.id)].join(' ');

// The browser chrome follows the system setting, in each palette's page background (ink).
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: PALETTES.light.ink },
    { media: '(prefers-color-scheme: dark)', color: PALETTES.dark.ink },
  ],
  colorScheme: 'light dark',
};

/** The document every page shares, in the page's language: <html>, header, <main>, footer. */
export function RootDocument({ children, languageLinks = true }: { children: ReactNode; languageLinks?: boolean }) {
  const { site, pages, language } = getContent();
  return (
    // suppressHydrationWarning: the inline script sets data-theme on <html> before React hydrates.
    <html lang={language.code} className={fontVariables} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the document of the root layouts (app/(en)/, app/[kind]/), not a pages/ page */}
      <head>
        {/* Applies a stored theme choice before the first paint (no flash). A fixed string, hashed by the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-ink text-text antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {site.skipLinkLabel}
        </a>
        <Header languageLinks={languageLinks} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <ErrorCopyProvider copy={pages.error}>{children}</ErrorCopyProvider>
        </main>
        <Footer />
        {/* Shown only while <html data-offline> is set (globals.css), fixed to the foot of the window: no layout shift. */}
        <p role="status" className="offline-status fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-2 px-4 py-2 text-center text-sm text-text">
          {pages.offline.statusLine}
        </p>
        <LinkPreviews prefixes={PREVIEW_PREFIXES} base={languagePrefix(language.code)} />
        {/* Registers the offline worker after load and sets data-offline (lib/offline/register.ts); async, so it never delays the first paint. */}
        <script src={SERVICE_WORKER_REGISTRATION_PATH} async />
      </body>
    </html>
  );
}
