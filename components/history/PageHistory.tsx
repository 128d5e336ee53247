import type { Content } from '@/lib/content';
import { formatDisplayDate, isoDay } from '@/lib/history/git-dates';
import { fillTemplate } from '@/lib/model/template';
import { siteHistory } from '@/lib/site/changes';
import { historyUrl } from '@/lib/site/edit-url';
import { ExternalLink } from '../ui/ExternalLink';

/** The collapsed "Page history" of a wiki or record page (a plain <details>); absent when the build has no history. */
export function PageHistory({ content, pagePath }: { content: Content; pagePath: string }) {
  const history = siteHistory(content)?.page(pagePath);
  if (!history || history.entries.length === 0) return null;
  const words = content.pages.changes.history;
  const full = historyUrl(content.site, history.file);
  return (
    <details className="page-history">
      <summary>{words.title}</summary>
      {history.record && <p>{fillTemplate(words.recordNote, { file: history.file })}</p>}
      <ol aria-label={words.listLabel} className="mt-2 space-y-3">
        {history.entries.map((entry) => (
          <li key={entry.sha}>
            <p>
              <time dateTime={isoDay(entry.date)} className="font-semibold text-text">
                {formatDisplayDate(entry.date)}
              </time>
              {' · '}
              {entry.summary}
            </p>
            <ul className="!mt-1">
              {entry.lines.map((line) => (
                <li key={line} className="text-text">
                  {line}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {full && (
        <p>
          <ExternalLink href={full} className="text-sky underline hover:text-gold">
            {fillTemplate(words.fullHistory, { file: history.file })}
          </ExternalLink>
        </p>
      )}
    </details>
  );
}
