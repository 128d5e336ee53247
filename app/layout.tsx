import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/site/Footer';
import { Header } from '@/components/site/Header';
import { getContent } from '@/lib/content';
import { fontVariables } from '@/lib/fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return {
    metadataBase: new URL(site.baseUrl),
    title: { default: site.name, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: 'website', locale: 'en' },
    twitter: { card: 'summary' },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b1020',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={fontVariables}>
      <body className="flex min-h-screen flex-col bg-ink text-text antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
