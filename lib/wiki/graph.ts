import { fillTemplate } from '../model/template';
import type { Content, WikiPage } from '../content';
import type { FactsByFile, PageFacts } from '../mdx/page-facts';
import { sectionPageEntries } from './hubs';

/** Runs once per wiki page, so it reads indexes built once per load (scanning made the build quadratic). */

/** Memoises a value derived from a content object, keyed by that object, so a new content load gets new values. */
function derived<K extends object, V>(cache: WeakMap<K, V>, key: K, build: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/** Slug of a wiki page linked by an href such as "/wiki/x", "/wiki/x/#y"; undefined for other links. */
export function wikiSlugOfHref(href: string): string | undefined {
  const match = /^\/wiki\/([a-z0-9-]+)\/?(?:#.*)?$/.exec(href);
  return match?.[1];
}

/** Slugs of the wiki pages a page's body links to: its links, and the pages its <SectionPages> lists show. */
export function linkedWikiSlugs(content: Parameters<typeof sectionPageEntries>[0], facts: PageFacts): Set<string> {
  const slugs = facts.links.map(wikiSlugOfHref);
  for (const { name, attributes } of facts.components) {
    if (name === 'SectionPages' && attributes.section) slugs.push(...sectionPageEntries(content, attributes.section).map((e) => e.slug));
  }
  return new Set(slugs.filter((s): s is string => !!s));
}

/** "What links here": for each page, the other pages whose body links to it (computed once per build). */
export function computeBacklinks(content: Parameters<typeof sectionPageEntries>[0], facts: FactsByFile): Map<string, WikiPage[]> {
  const pages = content.wikiPages;
  const backlinks = new Map<string, WikiPage[]>(pages.map((p) => [p.slug, []]));
  for (const page of pages) {
    const pageFacts = facts.get(page.file);
    if (!pageFacts) continue;
    for (const target of linkedWikiSlugs(content, pageFacts)) if (target !== page.slug) backlinks.get(target)?.push(page);
  }
  return backlinks;
}

const sectionsCache = new WeakMap<readonly WikiPage[], Map<string, WikiPage[]>>();
function pagesBySection(pages: readonly WikiPage[]): Map<string, WikiPage[]> {
  return derived(sectionsCache, pages, () => {
    const bySection = new Map<string, WikiPage[]>();
    for (const page of pages) {
      const list = bySection.get(page.frontmatter.section) ?? [];
      list.push(page);
      bySection.set(page.frontmatter.section, list);
    }
    return bySection;
  });
}

/** Pages of the same section (stubs included, in index order). */
export function sectionPages(content: Pick<Content, 'wikiPages'>, section: string): WikiPage[] {
  return pagesBySection(content.wikiPages).get(section) ?? [];
}

const positionsCache = new WeakMap<readonly WikiPage[], Map<string, { siblings: WikiPage[]; index: number }>>();

/** Previous and next content page within the page's section (stubs are skipped). */
export function previousAndNext(content: Pick<Content, 'wikiPages'>, page: WikiPage): { previous?: WikiPage; next?: WikiPage } {
  const positions = derived(positionsCache, content.wikiPages, () => {
    const map = new Map<string, { siblings: WikiPage[]; index: number }>();
    for (const pages of pagesBySection(content.wikiPages).values()) {
      const siblings = pages.filter((p) => !p.frontmatter.stub);
      siblings.forEach((p, index) => map.set(p.slug, { siblings, index }));
    }
    return map;
  });
  const position = positions.get(page.slug);
  if (!position) return {};
  return { previous: position.siblings[position.index - 1], next: position.siblings[position.index + 1] };
}

/** The most links a navbox shows; a bigger section gets a window around the page and a link to the index. */
export const NAVBOX_LIMIT = 24;

/** A page's navbox: its section's pages, or the `limit` around it, so page HTML stays the same size as it grows. */
export function navboxPages(content: Pick<Content, 'wikiPages'>, page: WikiPage, limit = NAVBOX_LIMIT): { pages: WikiPage[]; hidden: number } {
  const siblings = sectionPages(content, page.frontmatter.section).filter((p) => !p.frontmatter.stub || p.slug === page.slug);
  if (siblings.length <= limit) return { pages: siblings, hidden: 0 };
  const at = siblings.indexOf(page);
  const start = Math.min(Math.max(0, at - Math.floor(limit / 2)), siblings.length - limit);
  return { pages: siblings.slice(start, start + limit), hidden: siblings.length - limit };
}

type NavboxLabel = { boss: string } | { dropBosses: string };
const labelsCache = new WeakMap<Pick<Content, 'gear' | 'bosses' | 'site'>, Map<string, NavboxLabel>>();

/** Navbox label of a page: bosses by floor, boss-drop gear by boss, everything else by title. */
export function navboxLabel(content: Pick<Content, 'gear' | 'bosses' | 'site'>, page: WikiPage): string {
  // Labels of the pages that bosses and boss-drop gear name, built once per content load.
  const labels = derived(labelsCache, content, () => {
    const map = new Map<string, NavboxLabel>();
    const bossName = new Map(content.bosses.map((b) => [b.slug, b.name]));
    const dropBosses = new Map<string, Set<string>>();
    for (const item of content.gear) {
      if (item.source.kind !== 'boss') continue;
      const names = dropBosses.get(item.wiki) ?? new Set<string>();
      for (const slug of item.source.bosses) if (bossName.has(slug)) names.add(bossName.get(slug)!);
      dropBosses.set(item.wiki, names);
    }
    for (const [wiki, names] of dropBosses) if (names.size) map.set(wiki, { dropBosses: [...names].join(', ') });
    // The first boss that names a page wins, and a boss label wins over a drop label.
    for (const boss of [...content.bosses].reverse()) map.set(boss.wiki, { boss: `${fillTemplate(content.site.labels.facts.floorNumber, { floor: boss.floor })}: ${boss.name}` });
    return map;
  });
  const label = labels.get(page.slug);
  if (!label) return page.frontmatter.title;
  return 'boss' in label ? label.boss : `${page.frontmatter.title} (${label.dropBosses})`;
}
