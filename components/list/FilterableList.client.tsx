'use client';

import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { distinctFacetValues, entryCountText, filterItems, isFiltering, type CardListWords, type ListRow } from '@/lib/records/filter';
import { ResultStatus } from './ResultStatus';
import { Card } from './Card';
import { FacetChips } from './FacetChips';
import { SearchBox } from './SearchBox';
import { listCodec } from '@/lib/records/url-state';
import { useUrlState } from '../ui/useUrlState.client';

/** How a list page searches and filters (plain data, passed from the server page). */
export interface ListConfig {
  /** Unique id used for the input. */
  id: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyMessage: string;
  /** The empty state's button, which clears the search and the filter. */
  clearLabel: string;
  /** The counts, and the cards' tag list name (content/site.json `labels`). */
  words: CardListWords;
  facet?: {
    /** Key in ListItem.facets, e.g. "floor". */
    key: string;
    /** URL parameter, e.g. "floor". */
    param: string;
    label: string;
    allLabel: string;
    /** Option labels by value, e.g. { "10": "Floor 10" }; values come from the items. */
    optionLabels?: Record<string, string>;
    /** Sort options numerically instead of first appearance. */
    numeric?: boolean;
  };
}

/** Cards in the first view on a desktop row (3 columns); their images load at once, the rest lazily. */
const FIRST_VIEW_CARDS = 3;

/** The search-and-filter card grid of every list page; `withoutScripts` is server-rendered to keep its code out. */
export function FilterableList({ items, config, withoutScripts }: { items: ListRow[]; config: ListConfig; withoutScripts?: ReactNode }) {
  const facet = config.facet;
  const values = useMemo(
    () => (facet ? distinctFacetValues(items, facet.key, facet.numeric ? (a, b) => Number(a) - Number(b) : undefined) : []),
    [items, facet],
  );
  const codec = useMemo(() => listCodec({ facetParam: facet?.param, allowed: values }), [facet?.param, values]);
  const { state, update } = useUrlState(codec);
  // The search box and chips follow every keystroke at once; the cards follow as a deferred (interruptible) render.
  const results = useDeferredValue(state);
  const shown = useMemo(() => filterItems(items, results, facet?.key), [items, results, facet?.key]);
  const filtering = isFiltering(results);

  return (
    <>
      <div className="flex flex-col gap-4">
        {withoutScripts}
        <SearchBox id={`${config.id}-search`} label={config.searchLabel} placeholder={config.searchPlaceholder} value={state.query} onChange={(query) => update({ ...state, query })} />
        {facet && (
          <FacetChips
            label={facet.label}
            allLabel={facet.allLabel}
            options={values.map((value) => ({ value, label: facet.optionLabels?.[value] ?? value }))}
            selected={state.selected}
            onChange={(selected) => update({ ...state, selected }, 'push')}
          />
        )}
        <ResultStatus words={config.words} filtering={filtering} shown={shown.length} filters={results.selected.length} idle={entryCountText(config.words, items.length)} className="text-sm text-muted" />
      </div>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, index) => (
            <li key={item.id}>
              <Card item={item} words={config.words} headingLevel={2} priority={index < FIRST_VIEW_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-10 rounded-xl border border-line bg-surface p-10 text-center">
          <p className="text-lg text-text">{config.emptyMessage}</p>
          <button type="button" onClick={() => update({ query: '', selected: [] }, 'push')} className="mt-4 rounded-lg border border-gold px-4 py-2 text-gold hover:bg-gold hover:text-ink">
            {config.clearLabel}
          </button>
        </div>
      )}
    </>
  );
}
