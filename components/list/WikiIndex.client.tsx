'use client';

import Link from 'next/link';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { filterItems, isFiltering, itemCountText, taggedListRow, type CardListWords } from '@/lib/records/filter';
import type { WikiIndexCopy, WikiRow } from '@/lib/records/list-items';
import { ResultStatus } from './ResultStatus';
import { listCodec } from '@/lib/records/url-state';
import { Card } from './Card';
import { changedMarkAttributes } from '@/lib/history/changed-mark';
import { FallbackImage } from '../ui/FallbackImage';
import { FacetChips } from './FacetChips';
import { SearchBox } from './SearchBox';
import { WIKI_SEARCH_ANCHOR } from '../search/shortcuts';
import { CLOSE_PATH, FILTER_PATH, SEARCH_PATH, StrokeIcon } from '../ui/StrokeIcon';
import { useUrlState } from '../ui/useUrlState.client';
import { IconButton } from './IconButton.client';


/** The wiki index: search, multi-select tag panel (AND), sections with counts, TOC while unfiltered. */
export function WikiIndex({
  items,
  sections,
  tags,
  copy,
  words,
  withoutScripts,
}: {
  items: WikiRow[];
  /** `hubHref`: the hub page its heading links to. */
  sections: { id: string; title: string; hubHref?: string }[];
  tags: string[];
  copy: WikiIndexCopy;
  /** The counts and the cards' tag list name (content/site.json `labels`). */
  words: CardListWords;
  /** The note shown in the search box's place with JavaScript off (server-rendered: its code stays out of the page's JavaScript). */
  withoutScripts?: ReactNode;
}) {
  const codec = useMemo(() => listCodec({ facetParam: 'tags', multi: true, allowed: tags }), [tags]);
  const { state, update } = useUrlState(codec);
  const clear = () => update({ query: '', selected: [] }, 'push');
  const [panelOpen, setPanelOpen] = useState(false);
  const filtering = isFiltering(state);
  const rows = useMemo(() => items.map(taggedListRow), [items]);
  const shown = filterItems(rows, state, 'tags', 'all');
  const bySection = sections.map((section) => ({ ...section, items: shown.filter((i) => i.section === section.id) }));
  const visibleSections = filtering ? bySection.filter((s) => s.items.length > 0) : bySection;
  const panelOpenOrFiltered = panelOpen || state.selected.length > 0;

  return (
    <>
      <div id={WIKI_SEARCH_ANCHOR} className="flex flex-col gap-3">
        {withoutScripts}
        <SearchBox id="wiki-search" label={copy.searchLabel} placeholder={copy.searchPlaceholder} value={state.query} onChange={(query) => update({ ...state, query })}>
          {filtering && (
            <IconButton label={copy.clearFiltersLabel} onClick={clear}>
              <StrokeIcon d={CLOSE_PATH} className="h-5 w-5" />
            </IconButton>
          )}
          <IconButton label={copy.toggleFiltersLabel} onClick={() => setPanelOpen((v) => !v)} expanded={panelOpenOrFiltered} controls="wiki-tag-panel">
            <StrokeIcon d={FILTER_PATH} className="h-5 w-5" />
          </IconButton>
        </SearchBox>
        <div id="wiki-tag-panel" hidden={!panelOpenOrFiltered} className="rounded-xl border border-line bg-surface p-4">
          <h2 className="mb-3 font-display text-base text-gold">{copy.tagPanelTitle}</h2>
          <FacetChips label={copy.tagPanelLabel} options={tags.map((t) => ({ value: t, label: t }))} selected={state.selected} multi onChange={(selected) => update({ ...state, selected }, 'push')} />
        </div>
        <ResultStatus words={words} filtering={filtering} shown={shown.length} filters={state.selected.length} idle="" className="min-h-6 text-sm text-muted" />
      </div>

      {!filtering && (
        <nav aria-labelledby="wiki-toc-title" className="mt-4 rounded-xl border border-line bg-surface p-5">
          <h2 id="wiki-toc-title" className="font-display text-lg text-gold">
            {copy.tocTitle}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-6 marker:text-muted sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-sky hover:text-gold hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {shown.length === 0 ? (
        <div className="mt-10 rounded-xl border border-line bg-surface p-10 text-center">
          <StrokeIcon d={SEARCH_PATH} className="mx-auto h-10 w-10 text-muted" />
          <p className="mt-3 font-display text-xl text-text">{copy.emptyMessage}</p>
          <p className="mt-1 text-muted">{copy.emptyHint}</p>
          <button type="button" onClick={clear} className="mt-4 rounded-lg border border-gold px-4 py-2 text-gold hover:bg-gold hover:text-ink">
            {copy.clearLabel}
          </button>
        </div>
      ) : (
        visibleSections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="render-cards-near-view mt-8"
            style={{ '--cards': section.items.length } as CSSProperties}
          >
            <h2 id={`${section.id}-title`} className="text-2xl text-sky">
              {section.hubHref ? (
                <Link href={section.hubHref} className="group hover:text-gold">
                  <span className="underline decoration-sky/40 underline-offset-4 group-hover:decoration-gold">{section.title}</span>
                </Link>
              ) : (
                section.title
              )}
              {' '}
              <span className="text-base text-muted">{itemCountText(words, section.items.length)}</span>
            </h2>
            <ul className="mt-4 grid gap-5 md:grid-cols-2">
              {section.items.map((item) => (
                <li key={item.id} className="relative">
                  <Card
                    item={item}
                    words={words}
                    showImage={false}
                    beside={
                      // The page's picture, whole and small (its box is sized by its classes): the cards are for reading, the picture is a cue.
                      item.image && <FallbackImage src={item.image} alt="" className="ml-4 mt-4 aspect-video w-28 shrink-0 self-start rounded-lg object-cover" />
                    }
                  />
                  {item.mark && (
                    // Hidden until /changed-mark.js finds the page changed since the reader's last visit; on the card's top edge, over no text.
                    <p {...changedMarkAttributes(item.mark, false)} hidden className="absolute -top-2.5 right-3 whitespace-nowrap rounded-full border border-gold bg-surface px-2 text-xs font-semibold text-gold">
                      {item.mark.text}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
