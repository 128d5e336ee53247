import Link from 'next/link';
import { memo } from 'react';
import type { SearchHit } from '@/lib/search/hits';
import { Segments } from './Segments';

export interface ResultListProps {
  hits: readonly SearchHit[];
  /** The active option's index, -1 for none. */
  position: number;
  listId: string;
  label: string;
  /** The id of the option at an index (the combobox's aria-activedescendant). Must keep its identity across renders. */
  optionId: (i: number) => string;
  /** A result was opened by a click. Must keep its identity across renders. */
  onOpen: () => void;
  /** The pointer moved over a result. Must keep its identity across renders. */
  onHover: (i: number) => void;
}

/** The results listbox. Memoised, so typing never waits for ten links to re-render. */
export const ResultList = memo(function ResultList({ hits, position, listId, label, optionId, onOpen, onHover }: ResultListProps) {
  return (
    <div role="listbox" id={listId} aria-label={label} className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
      {hits.map((hit, i) => (
        <Link
          key={hit.url}
          id={optionId(i)}
          href={hit.url}
          prefetch={false}
          role="option"
          aria-selected={i === position}
          tabIndex={-1}
          onClick={onOpen}
          onMouseMove={() => i !== position && onHover(i)}
          className="block rounded-lg border border-transparent px-3 py-2 no-underline aria-selected:border-gold aria-selected:bg-surface-2"
        >
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="rounded-full border border-line px-2 text-xs text-muted">{hit.kind}</span>
            <span className="font-semibold text-sky">
              <Segments segments={hit.title} />
            </span>
            {hit.section && (
              <span className="text-sm text-text">
                <span aria-hidden="true">› </span>
                <Segments segments={hit.section} />
              </span>
            )}
          </span>
          <span className="mt-1 block text-sm text-muted">
            <Segments segments={hit.excerpt} />
          </span>
        </Link>
      ))}
    </div>
  );
});
