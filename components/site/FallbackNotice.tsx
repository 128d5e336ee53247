import { getContent } from '@/lib/content';
import { formatDisplayDate } from '@/lib/history/git-dates';
import { fillTemplate } from '@/lib/model/template';
import { withSlash } from '@/lib/site/translations';

/** Above a page not (or no longer) translated in the reader's language: it says so and links the English page. */
export function FallbackNotice({ englishPath, englishUpdated }: { englishPath: string; englishUpdated?: Date }) {
  const { i18n } = getContent().site;
  return (
    <p role="note" data-translation={englishUpdated ? 'behind' : 'fallback'} className="mx-auto mt-4 max-w-7xl px-4 text-sm text-muted">
      <span className="rounded border border-line bg-surface-2 px-3 py-2 inline-block">
        {englishUpdated ? fillTemplate(i18n.behindNotice, { date: formatDisplayDate(englishUpdated) }) : i18n.fallbackNotice}{' '}
        <a href={withSlash(englishPath)} hrefLang="en" className="text-sky underline">
          {i18n.readInEnglish}
        </a>
      </span>
    </p>
  );
}
