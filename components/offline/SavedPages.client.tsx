'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { fillPlaceholders } from '@/lib/model/format';
import { savedPagePaths } from '@/lib/offline/saved';
import { CACHE_NAMES, OFFLINE_PAGE_PATH } from '@/lib/offline/paths.mjs';

export interface SavedPagesCopy {
  notSaved: string;
  savedTitle: string;
  noneSaved: string;
}

async function readSavedPaths(): Promise<ReadonlySet<string>> {
  if (!('caches' in window)) return new Set();
  const requests = await (await caches.open(CACHE_NAMES.pages)).keys();
  return savedPagePaths(requests.map((request) => request.url));
}

/** The pages saved on this device; shown in place of a missing page, the first line names that page. */
export function SavedPages({ pages, copy }: { pages: readonly { path: string; title: string }[]; copy: SavedPagesCopy }) {
  const [view, setView] = useState<{ saved: ReadonlySet<string>; missing?: string } | undefined>();
  useEffect(() => {
    const here = location.pathname;
    void readSavedPaths().then((saved) => setView({ saved, missing: here === OFFLINE_PAGE_PATH ? undefined : here }));
  }, []);
  const saved = view?.saved;
  const missing = view?.missing;
  const list = saved ? pages.filter((page) => saved.has(page.path)) : [];
  return (
    <section aria-labelledby="saved-pages" className="mt-8">
      {missing && <p className="mb-6 rounded border border-line bg-surface p-4">{fillPlaceholders(copy.notSaved, { path: missing })}</p>}
      <h2 id="saved-pages" className="font-display text-2xl text-gold">
        {copy.savedTitle}
      </h2>
      {saved && list.length === 0 && <p className="mt-3 text-muted">{copy.noneSaved}</p>}
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((page) => (
          <li key={page.path}>
            <Link href={page.path} className="text-text hover:text-gold hover:underline">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
