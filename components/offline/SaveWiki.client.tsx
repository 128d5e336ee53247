'use client';

import { writeNumbersAs } from '@/lib/model/format';
import { useEffect, useState, type ReactNode } from 'react';
import { fillPlaceholders } from '@/lib/model/format';
import { formatBytes } from '@/lib/offline/format-size';
import { shareOut } from '@/lib/offline/saved';
import { OFFLINE_FILES_PATH } from '@/lib/offline/paths.mjs';
import type { PagesCopy } from '@/lib/schemas/pages';
import { SavePanel } from './SavePanel';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';

/** out/offline-files.json (scripts/offline-files.mjs): every file of every page, with sizes. */
interface OfflineFiles {
  pages: number;
  bytes: number;
  files: [url: string, bytes: number][];
}

/** Requests at once: enough to fill a connection, few enough to leave it usable. */
const PARALLEL = 4;

/** The list of files to save, or 'unavailable' in a browser without service workers; undefined if it cannot be read. */
async function loadPlan(base: string): Promise<OfflineFiles | 'unavailable' | undefined> {
  if (!('serviceWorker' in navigator && 'caches' in window)) return 'unavailable';
  const response = await fetch(`${base}${OFFLINE_FILES_PATH}`).catch(() => undefined);
  return response?.ok ? ((await response.json()) as OfflineFiles) : undefined;
}

/** Resolves once the offline worker controls this page, so the files fetched below go through it and are saved. */
async function controlled(): Promise<void> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
}

/**
 * "Save the wiki for offline reading": fetches every page through the worker, only on a press. Only /offline/ shows
 * it, so its code adds to no other page.
 */
export function SaveWiki({
  copy,
  withoutScripts,
  base = '',
  numbers,
}: {
  copy: PagesCopy['offline']['save'];
  /** Shown in the button's place with JavaScript off (server-rendered). */
  withoutScripts?: ReactNode;
  /** The page's language prefix ("/es"): it saves that language's pages (/es/offline-files.json). */
  base?: string;
  /** How the page's language writes numbers (lib/site/page-language.ts pageNumbers); none in English. */
  numbers?: string;
}) {
  writeNumbersAs(numbers);
  const [loaded, setLoaded] = useState<OfflineFiles | 'unavailable' | undefined>();
  const [progress, setProgress] = useState<{ done: number; failed: number; running: boolean } | undefined>();
  useEffect(() => void loadPlan(base).then(setLoaded), [base]);
  const plan = typeof loaded === 'object' ? loaded : undefined;

  async function save(files: OfflineFiles['files']) {
    let done = 0;
    let failed = 0;
    setProgress({ done, failed, running: true });
    await controlled();
    await Promise.all(
      shareOut(files, PARALLEL).map(async (list) => {
        for (const [url] of list) {
          const ok = await fetch(url, { cache: 'no-cache' }).then((response) => response.blob().then(() => response.ok), () => false);
          done += 1;
          if (!ok) failed += 1;
          setProgress({ done, failed, running: true });
        }
      }),
    );
    setProgress({ done, failed, running: false });
  }

  const finished = progress && !progress.running;
  return (
    <SavePanel copy={copy}>
      {loaded === 'unavailable' ? (
        <p className="mt-3 text-muted">{copy.unavailable}</p>
      ) : (
        <>
          {withoutScripts}
          <p className="mt-2 text-muted">{plan ? fillPlaceholders(copy.size, { size: formatBytes(plan.bytes), pages: plan.pages }) : '\u00a0'}</p>
          <button
            type="button"
            disabled={!plan || progress?.running}
            onClick={() => plan && void save(plan.files)}
            className={`mt-4 rounded bg-gold px-4 py-2 font-semibold text-ink hover:bg-gold-hover disabled:opacity-60 ${NEEDS_SCRIPTS}`}
          >
            {finished ? copy.updateButton : copy.button}
          </button>
          <progress className={`mt-4 block h-2 w-full accent-gold ${NEEDS_SCRIPTS}`} max={plan?.files.length ?? 1} value={progress?.done ?? 0} aria-labelledby="save-wiki-status" />
          <p id="save-wiki-status" role="status" className="mt-2 min-h-6 text-sm">
            {progress &&
              (progress.running
                ? fillPlaceholders(copy.progress, { done: progress.done, total: plan?.files.length ?? 0 })
                : progress.failed
                  ? fillPlaceholders(copy.failed, { failed: progress.failed })
                  : fillPlaceholders(copy.done, { pages: plan?.pages ?? 0 }))}
          </p>
        </>
      )}
    </SavePanel>
  );
}
