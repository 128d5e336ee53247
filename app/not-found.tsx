import Link from 'next/link';
import { getContent } from '@/lib/content';
import { ReportMissingPath } from '@/components/site/ReportMissingPath.client';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  const copy = getContent().pages['not-found'];
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <ReportMissingPath />
      <h1 className="font-display text-7xl text-gold">{copy.title}</h1>
      <p className="mt-4 text-2xl text-text">{copy.intro}</p>
      <p className="mt-2 text-muted">The page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink">
          Return to Home
        </Link>
        <Link href="/wiki" className="rounded-lg border border-sky px-5 py-3 font-semibold text-sky hover:bg-sky hover:text-ink">
          Browse the wiki
        </Link>
      </div>
    </div>
  );
}
