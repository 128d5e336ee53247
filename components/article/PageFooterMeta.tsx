import type { SiteSettings } from '@/lib/schemas/site';
import { editUrl } from '@/lib/site/edit-url';
import { formatDisplayDate, isoDay, lastCommitDate } from '@/lib/history/git-dates';
import { ExternalLink } from '../ui/ExternalLink';
import { Fill } from '../ui/Fill';
import type { PagesCopy } from '@/lib/schemas/pages';

/** "Last updated <date> · Edit this page" under a wiki article; the edit link waits for a real repository URL. */
export function PageFooterMeta({ site, file, words }: { site: SiteSettings; file: string; words: PagesCopy['wiki']['article'] }) {
  const updated = lastCommitDate(file);
  const edit = editUrl(site, file);
  return (
    <p className="page-footer-meta mt-10 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-4 text-sm text-muted">
      <span>
        <Fill text={words.lastUpdated} values={{ date: <time dateTime={isoDay(updated)}>{formatDisplayDate(updated)}</time> }} />
      </span>
      {edit && (
        <ExternalLink href={edit} className="text-sky underline hover:text-gold print:hidden">
          {words.editPage}
        </ExternalLink>
      )}
    </p>
  );
}
