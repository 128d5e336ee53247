import { getContent } from '@/lib/content';
import { withSlash } from '@/lib/site/translations';

/** Above a page the reader's language has not translated yet: it says so and links the English page. */
export function FallbackNotice({ englishPath }: { englishPath: string }) {
  const { i18n } = getContent().site;
  return (
    <p role="note" className="mx-auto mt-4 max-w-7xl px-4 text-sm text-muted">
      <span className="rounded border border-line bg-surface-2 px-3 py-2 inline-block">
        {i18n.fallbackNotice}{' '}
        <a href={withSlash(englishPath)} hrefLang="en" className="text-sky underline">
          {i18n.readInEnglish}
        </a>
      </span>
    </p>
  );
}
