import { TOP_LEVEL_ROUTES } from '../../lib/records/routes';
import { content, factsOf, kinds } from './content';

/** Paths as the static export serves them (trailing slash). */
const served = (p: string) => (p === '/' ? '/' : `${p}/`);

/** What shapes a wiki page's markup: the components its MDX uses, the records it shows, whether it is a stub. */
function wikiFeatures(page: (typeof content.wikiPages)[number]): Set<string> {
  return new Set([
    ...factsOf(page).components.map((c) => `component:${c.name}`),
    ...(content.index.recordsByWiki.get(page.slug) ?? []).map((r) => `record:${r.collection}`),
    page.frontmatter.stub ? 'stub' : 'article',
  ]);
}

/** The fewest wiki pages that together show every feature some wiki page has (greedy set cover, content order). */
function coveringWikiPages(): string[] {
  const features = new Map(content.wikiPages.map((p) => [p.slug, wikiFeatures(p)]));
  const left = new Set([...features.values()].flatMap((f) => [...f]));
  const chosen: string[] = [];
  while (left.size > 0) {
    let best: [string, number] = ['', 0];
    for (const [slug, f] of features) {
      const gain = [...f].filter((x) => left.has(x)).length;
      if (gain > best[1]) best = [slug, gain];
    }
    chosen.push(best[0]);
    for (const x of features.get(best[0])!) left.delete(x);
  }
  return chosen.map((slug) => `/wiki/${slug}/`);
}

/**
 * One page of every template, chosen from content/: every top-level route (each has its own layout), the
 * first record of each kind, and the fewest wiki pages that between them use every MDX component, show every
 * kind of record infobox and include a stub. A new kind, component or top-level page is covered without
 * editing a test.
 */
export const TEMPLATE_PAGES: readonly string[] = [
  ...new Set([
    ...TOP_LEVEL_ROUTES.map(served),
    ...kinds.flatMap((kind) => kind.records(content).slice(0, 1).map((record) => `/${kind.id}/${record.slug}/`)),
    ...coveringWikiPages(),
  ]),
];

/** The widths every template is checked at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;
