import { Link } from '@/components/ui/Link';
import { formatDisplayDate, isoDay } from '@/lib/history/git-dates';
import { fillTemplate } from '@/lib/model/template';
import type { PagesCopy } from '@/lib/schemas/pages';
import type { ChangeEntry } from '@/lib/site/changes';

/** The changes of /changes/, grouped by day (UTC, as every date of the site), newest first. */
export function ChangeList({ entries, words }: { entries: ChangeEntry[]; words: PagesCopy['changes'] }) {
  const days = new Map<string, ChangeEntry[]>();
  for (const entry of entries) days.set(isoDay(entry.date), [...(days.get(isoDay(entry.date)) ?? []), entry]);
  return (
    <>
      <p className="mt-4 text-muted">{fillTemplate(words.shown, { count: entries.length })}</p>
      {[...days].map(([day, dayEntries]) => {
        const date = formatDisplayDate(dayEntries[0]!.date);
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="mt-10">
            <h2 id={`day-${day}`} className="font-display text-2xl text-sky">
              <time dateTime={day}>{date}</time>
            </h2>
            <ol aria-label={fillTemplate(words.dayLabel, { date })} className="mt-4 space-y-4">
              {dayEntries.map((entry) => (
                <li key={entry.sha} id={`change-${entry.sha.slice(0, 12)}`} className="rounded-xl border border-line bg-surface p-4">
                  <p className="text-text [overflow-wrap:anywhere]">{entry.summary}</p>
                  <ul aria-label={fillTemplate(words.pagesLabel, { summary: entry.summary })} className="mt-3 space-y-1.5 text-sm [overflow-wrap:anywhere]">
                    {entry.pages.map((page) => (
                      <li key={`${page.href ?? ''}|${page.title}`} className="text-muted">
                        {page.href ? (
                          // Dozens of links per screen: no prefetching each page's payload.
                          <Link href={page.href} prefetch={false} className="font-semibold text-sky underline hover:text-gold">
                            {page.title}
                          </Link>
                        ) : (
                          <span className="font-semibold text-text">{page.title}</span>
                        )}
                        {' · '}
                        {page.lines.join('; ')}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
