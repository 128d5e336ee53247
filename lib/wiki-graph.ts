import type { Content, WikiPage } from './content';

/** Slug of a wiki page linked by an href such as "/wiki/x", "/wiki/x/#y"; undefined for other links. */
export function wikiSlugOfHref(href: string): string | undefined {
  const match = /^\/wiki\/([a-z0-9-]+)\/?(?:#.*)?$/.exec(href);
  return match?.[1];
}

/** "What links here": for each page, the other pages whose body links to it (computed once per build). */
export function computeBacklinks(pages: readonly WikiPage[]): Map<string, WikiPage[]> {
  const backlinks = new Map<string, WikiPage[]>(pages.map((p) => [p.slug, []]));
  for (const page of pages) {
    const targets = new Set(page.outline.links.map(wikiSlugOfHref).filter((s): s is string => !!s && s !== page.slug));
    for (const target of targets) backlinks.get(target)?.push(page);
  }
  return backlinks;
}

/** Pages of the same section (stubs included, in index order). */
export function sectionPages(content: Pick<Content, 'wikiPages'>, section: string): WikiPage[] {
  return content.wikiPages.filter((p) => p.frontmatter.section === section);
}

/** Previous and next content page within the page's section (stubs are skipped). */
export function previousAndNext(content: Pick<Content, 'wikiPages'>, page: WikiPage): { previous?: WikiPage; next?: WikiPage } {
  const siblings = sectionPages(content, page.frontmatter.section).filter((p) => !p.frontmatter.stub);
  const index = siblings.findIndex((p) => p.slug === page.slug);
  if (index < 0) return {};
  return { previous: siblings[index - 1], next: siblings[index + 1] };
}

/** Navbox label of a page: bosses by floor, boss-drop gear by boss, everything else by title. */
export function navboxLabel(content: Pick<Content, 'gear' | 'index'>, page: WikiPage): string {
  const boss = content.index.bossByWiki.get(page.slug);
  if (boss) return `Floor ${boss.floor}: ${boss.name}`;
  const bossNames = [
    ...new Set(
      content.gear
        .filter((g) => g.wiki === page.slug && g.source.kind === 'boss')
        .flatMap((g) => (g.source.kind === 'boss' ? g.source.bosses : []))
        .map((slug) => content.index.bosses.get(slug)?.name)
        .filter(Boolean),
    ),
  ];
  return bossNames.length ? `${page.frontmatter.title} (${bossNames.join(', ')})` : page.frontmatter.title;
}
