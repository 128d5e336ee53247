/** Pure search and filter functions of the lists and wiki index; client-side, so they take ListItems, not records. */
import type { SiteLabels } from '../schemas/labels';
import { fillPlural, fillTemplate } from '../model/template';

/** A label/value pair shown on a card. */
export interface CardStat {
  label: string;
  value: string;
}

/** What every list shows for one record. */
export interface ListItem {
  id: string;
  title: string;
  description: string;
  href: string;
  image?: string;
  tags: string[];
  stats: CardStat[];
  /** Texts the search box matches besides the title and the description, which it always matches (chosen per list). */
  searchText: string[];
  /** Values per facet key, e.g. { floor: ["10"] } or { tags: [...] }. */
  facets: Record<string, string[]>;
}

/** What a card shows of one item. */
export type CardData = Pick<ListItem, 'title' | 'description' | 'href' | 'image' | 'tags' | 'stats'>;

/**
 * What a list's client gets per item and no more. Arrays are fresh copies, so the payload repeats a short value
 * instead of writing a long reference to it.
 */
export type ListRow = CardData & Pick<ListItem, 'id' | 'searchText' | 'facets'>;

/** An item as its list's row: `facetKey` the list's facet, `statLimit` the stats a card shows, `image` whether it shows a picture. */
export function listRow(item: ListItem, { facetKey, statLimit, image = true }: { facetKey?: string; statLimit: number; image?: boolean }): ListRow {
  const facetValues = facetKey ? item.facets[facetKey] : undefined;
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    href: item.href,
    ...(image && item.image ? { image: item.image } : {}),
    tags: [...item.tags],
    stats: item.stats.slice(0, statLimit).map((stat) => ({ ...stat })),
    searchText: [...item.searchText],
    facets: facetKey && facetValues ? { [facetKey]: [...facetValues] } : {},
  };
}

/** A row whose tags are also its only search texts besides its title and description, and its one facet (the wiki index). */
export type TaggedRow = Pick<ListItem, 'id' | 'title' | 'description' | 'href' | 'tags'>;

/** A tagged row as a list filters and shows it. Built in the browser, so the page's payload carries each tag once, not three times. */
export const taggedListRow = <T extends TaggedRow>(row: T): T & Pick<ListItem, 'stats' | 'searchText' | 'facets'> => ({
  ...row,
  stats: [],
  searchText: row.tags,
  facets: { tags: row.tags },
});

export interface FilterState {
  query: string;
  /** Selected facet values; empty means "All". */
  selected: string[];
}

export type FacetMode = 'any' | 'all';

/** Case-insensitive substring match of the trimmed query against any of the texts. An empty query matches everything. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** Facet match: "all" needs every selected value (wiki tags), "any" at least one; no selection matches everything. */
export function matchesFacet(values: readonly string[] | undefined, selected: readonly string[], mode: FacetMode): boolean {
  if (selected.length === 0) return true;
  const have = new Set(values ?? []);
  return mode === 'all' ? selected.every((v) => have.has(v)) : selected.some((v) => have.has(v));
}

/** Every text an item's search matches: its title, its description and its searchText. */
export const searchableTexts = (item: Pick<ListItem, 'title' | 'description' | 'searchText'>): string[] => [item.title, item.description, ...item.searchText];

/** Filters items by the search query (over searchableTexts) and the selected values of one facet. */
export function filterItems<T extends Pick<ListItem, 'title' | 'description' | 'searchText' | 'facets'>>(
  items: readonly T[],
  state: FilterState,
  facetKey: string | undefined,
  mode: FacetMode = 'any',
): T[] {
  return items.filter(
    (item) => matchesQuery(searchableTexts(item), state.query) && (!facetKey || matchesFacet(item.facets[facetKey], state.selected, mode)),
  );
}

/** Distinct facet values in first-appearance order (or sorted with `compare`). */
export function distinctFacetValues(items: readonly Pick<ListItem, 'facets'>[], facetKey: string, compare?: (a: string, b: string) => number): string[] {
  const values: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    for (const value of item.facets[facetKey] ?? []) {
      if (!seen.has(value)) {
        seen.add(value);
        values.push(value);
      }
    }
  }
  return compare ? values.sort(compare) : values;
}

/** The words of a list's counts (content/site.json `labels.lists`). */
export type ListWords = SiteLabels['lists'];
/** A list's words with the name of its cards' tag lists: what a list page hands its client list. */
export type CardListWords = ListWords & { tags: string };
export const cardListWords = (labels: SiteLabels): CardListWords => ({ ...labels.lists, tags: labels.links.tags });

/** "Found 1 result", "Found 7 results with 2 filters" (the filter part only while values are selected). */
export function resultCountText(words: ListWords, resultCount: number, filterCount: number): string {
  const results = fillPlural(words.results, resultCount, {});
  return filterCount > 0 ? fillTemplate(words.foundWithFilters, { results, filters: fillPlural(words.filters, filterCount, {}) }) : fillTemplate(words.found, { results });
}

/** "1 entry", "12 entries": a list's size while nothing filters it. */
export function entryCountText(words: ListWords, entryCount: number): string {
  return fillPlural(words.entries, entryCount, {});
}

/** "(1 item)", "(3 items)": a wiki index section's size. */
export function itemCountText(words: ListWords, itemCount: number): string {
  return fillPlural(words.sectionItems, itemCount, {});
}

/** Whether any search or filter is active. */
export function isFiltering(state: FilterState): boolean {
  return state.query.trim().length > 0 || state.selected.length > 0;
}

/** How many stats a card shows. */
export const CARD_STAT_LIMIT = 2;
