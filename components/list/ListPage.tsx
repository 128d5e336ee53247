import { localHref } from '../ui/Link';
import { getContent } from '@/lib/content';
import { CARD_STAT_LIMIT, cardListWords, listRow, type ListItem } from '@/lib/records/filter';
import { inlinePictureSrc } from '@/lib/site/inline-picture';
import type { ListCopy } from '@/lib/schemas/pages';
import { Container, PageHeader } from '../site/PageHeader';
import type { ListConfig } from './FilterableList.client';
import { FilterableList } from './FilterableListIsland.client';
import { WithoutScriptsNote } from '../ui/WithoutScripts';

/** A list page: heading from content/pages.json plus the generic search-and-filter grid. */
export function ListPage({
  id,
  copy,
  items,
  facet,
}: {
  id: string;
  copy: ListCopy;
  items: ListItem[];
  facet?: Omit<NonNullable<ListConfig['facet']>, 'label' | 'allLabel'>;
}) {
  const { labels } = getContent().site;
  const words = cardListWords(labels);
  const config: ListConfig = {
    id,
    searchLabel: copy.searchPlaceholder.replace(/\.\.\.$/, ''),
    searchPlaceholder: copy.searchPlaceholder,
    emptyMessage: copy.emptyMessage,
    clearLabel: copy.clearLabel,
    words,
    facet: facet && { ...facet, label: copy.facetLabel ?? words.facet, allLabel: copy.allLabel ?? words.all },
  };
  const rows = items.map((item) => listRow({ ...item, href: localHref(item.href) }, { facetKey: facet?.key, statLimit: CARD_STAT_LIMIT }));
  // The first card's picture is the largest thing a phone paints first: it comes in the HTML (lib/site/inline-picture.ts).
  if (rows[0]?.image) rows[0].image = inlinePictureSrc(rows[0].image);
  return (
    <Container>
      <PageHeader copy={copy} />
      <FilterableList items={rows} config={config} withoutScripts={<WithoutScriptsNote>{labels.withoutScripts.listFilters}</WithoutScriptsNote>} />
    </Container>
  );
}
