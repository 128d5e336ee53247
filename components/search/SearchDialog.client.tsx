'use client';

import { writeNumbersAs } from '@/lib/model/format';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { loadSearchEngine, SearchIndexUnavailable, type SearchEngine } from '@/lib/search/client';
import type { SearchResults } from '@/lib/search/engine';
import type { SearchHit } from '@/lib/search/hits';
import { wikiIndexFilterHref } from '@/lib/search/query';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillPlural, fillTemplate } from '@/lib/model/template';
import { SEARCH_PATH, StrokeIcon } from '../ui/StrokeIcon';
import { ResultList } from './ResultList';

/** "dismiss": Esc, the close button or a click outside (focus goes back to the opener); "navigate": a result was opened. */
export type CloseReason = 'dismiss' | 'navigate';

/** The words of the search button and dialog (content/site.json `labels.search`). */
export type SearchWords = SiteLabels['search'];

export interface SearchDialogProps {
  initialQuery: string;
  words: SearchWords;
  onClose: (reason: CloseReason) => void;
  /** The page's language prefix ("/es"; "" for English): the index searched is that language's. */
  base?: string;
  /** How the page's language writes numbers (lib/site/page-language.ts pageNumbers); none in English. */
  numbers?: string;
}

type IndexState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed'; httpStatus?: number };

/** Longest part of the query repeated in the status line. */
const QUOTED_QUERY_LENGTH = 60;

const quote = (query: string) => (query.length > QUOTED_QUERY_LENGTH ? `${query.slice(0, QUOTED_QUERY_LENGTH)}…` : query);

function statusText(words: SearchWords, index: IndexState, query: string, hits: readonly SearchHit[], answered: boolean): string {
  if (index.status === 'loading') return words.loading;
  // A 404 means the build's index is absent (a dev server); anything else, the network.
  if (index.status === 'failed') return index.httpStatus === 404 ? words.indexMissing : words.indexFailed;
  if (!query.trim()) return words.hint;
  if (hits.length === 0 && !answered) return words.searching;
  if (hits.length === 0) return fillTemplate(words.noResults, { query: quote(query.trim()) });
  return fillPlural(words.resultCount, hits.length, {});
}

const FOCUSABLE = 'input, button, [href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/** The site search: a modal combobox and listbox (aria-activedescendant); Enter opens, Esc closes, Tab stays in. */
export function SearchDialog({ initialQuery, words, onClose, base = '', numbers }: SearchDialogProps) {
  writeNumbersAs(numbers);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  // The active result belongs to the query it was chosen for; a new query starts with none.
  const [active, setActive] = useState({ query: initialQuery, position: -1 });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    let current = true;
    loadSearchEngine(base).then(
      (engine) => current && setIndex({ status: 'ready', engine }),
      (error: unknown) => current && setIndex({ status: 'failed', httpStatus: error instanceof SearchIndexUnavailable ? error.status : undefined }),
    );
    return () => {
      current = false;
    };
  }, [base]);

  // Results belong to the query they were computed for; an answer to an older query is dropped. They render as a
  // transition: React draws the ten results in slices of a few milliseconds, so the field answers the next key.
  const [results, setResults] = useState<{ query: string } & SearchResults>({ query: '', hits: [], suggestions: [], ms: 0 });
  useEffect(() => {
    if (index.status !== 'ready') return;
    let current = true;
    const show = (found: SearchResults) => current && startTransition(() => setResults({ query, ...found }));
    index.engine.search(query).then(show, () => show({ hits: [], suggestions: [], ms: 0 }));
    return () => {
      current = false;
    };
  }, [index, query]);
  const hits = results.hits;
  const noResults = index.status === 'ready' && results.query === query && query.trim() !== '' && hits.length === 0;
  const position = active.query === query ? Math.min(active.position, hits.length - 1) : -1;
  const listId = `${id}-results`;
  const optionId = useCallback((i: number) => `${id}-result-${i}`, [id]);
  // The list is memoised: its callbacks keep their identity and read the latest query and onClose from refs.
  const latest = useRef({ query, onClose });
  useLayoutEffect(() => {
    latest.current = { query, onClose };
  });
  const openedByClick = useCallback(() => latest.current.onClose('navigate'), []);
  const hover = useCallback((i: number) => setActive({ query: latest.current.query, position: i }), []);

  const moveTo = (next: number) => {
    setActive({ query, position: next });
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const open = (hit: SearchHit) => {
    onClose('navigate');
    router.push(hit.url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      moveTo(position < hits.length - 1 ? position + 1 : 0);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      moveTo(position > 0 ? position - 1 : hits.length - 1);
    } else if (event.key === 'Enter' && hits.length > 0 && !event.nativeEvent.isComposing) {
      event.preventDefault();
      open(hits[Math.max(position, 0)]!);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      inputRef.current?.select();
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the dialog: from the last control back to the first, and the other way round.
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current?.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !dialogRef.current?.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose('dismiss');
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose('dismiss');
      }}
      onKeyDown={onDialogKeyDown}
      className="mx-auto mt-[8vh] w-[min(42rem,calc(100vw-1.5rem))] max-w-none overflow-hidden rounded-xl border border-line bg-ink p-0 text-text shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex max-h-[min(40rem,84vh)] flex-col">
        <h2 id={`${id}-title`} className="sr-only">
          {words.title}
        </h2>
        <div className="flex items-center gap-2 border-b border-line px-3 py-2">
          <StrokeIcon d={SEARCH_PATH} className="h-5 w-5 shrink-0 text-muted" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={words.title}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={position >= 0 ? optionId(position) : undefined}
            aria-describedby={`${id}-status`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={words.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            className="min-w-0 flex-1 bg-transparent py-2 text-lg text-text placeholder:text-muted focus:outline-none"
          />
          <button
            type="button"
            onClick={() => onClose('dismiss')}
            className="shrink-0 rounded border border-line px-2 py-1 text-sm text-muted hover:border-gold hover:text-gold"
          >
            {words.close} <span className="sr-only">{words.closeTarget}</span>
            <kbd aria-hidden="true" className="ml-1 hidden font-sans text-xs sm:inline">
              {words.closeKey}
            </kbd>
          </button>
        </div>
        <p id={`${id}-status`} role="status" aria-live="polite" className="px-4 py-2 text-sm text-muted">
          {statusText(words, index, query, hits, results.query === query)}
        </p>
        <ResultList hits={hits} position={position} listId={listId} label={words.results} optionId={optionId} onOpen={openedByClick} onHover={hover} />
        {noResults && (
          <div className="border-t border-line px-4 py-3 text-sm text-muted">
            {results.suggestions.length > 0 && (
              <p className="flex flex-wrap items-baseline gap-2">
                {words.didYouMean}
                {results.suggestions.map((name) => (
                  <button
                    key={name}
                    type="button"
                    onClick={() => {
                      setQuery(name);
                      inputRef.current?.focus();
                    }}
                    className="rounded border border-line px-2 py-0.5 text-sky hover:border-gold hover:text-gold"
                  >
                    {name}
                  </button>
                ))}
              </p>
            )}
            <p className="mt-2">
              <Link href={wikiIndexFilterHref(query)} prefetch={false} onClick={() => onClose('navigate')} className="text-sky">
                {fillTemplate(words.filterWikiIndex, { query: quote(query.trim()) })}
              </Link>
            </p>
          </div>
        )}
      </div>
    </dialog>
  );
}
