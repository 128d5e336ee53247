import { Link } from '@/components/ui/Link';
import { OFFLINE_PAGE_PATH } from '@/lib/offline/paths.mjs';
import type { PagesCopy } from '@/lib/schemas/pages';
import { SavePanel } from './SavePanel';

/** "Save the wiki" on /about/: a link to /offline/, so the saving code loads on that one page only. */
export function SaveWikiLink({ copy }: { copy: PagesCopy['offline']['save'] }) {
  return (
    <SavePanel copy={copy}>
      <Link href={OFFLINE_PAGE_PATH} className="mt-4 inline-block rounded bg-gold px-4 py-2 font-semibold text-ink hover:bg-gold-hover">
        {copy.button}
      </Link>
    </SavePanel>
  );
}
