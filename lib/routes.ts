/** The top-level routes of the site (spec route table). Detail and wiki routes come from content. */
export const TOP_LEVEL_ROUTES = [
  '/',
  '/wiki',
  '/guide',
  '/bosses',
  '/npcs',
  '/structures',
  '/boss-drops',
  '/animations',
  '/shop',
  '/news',
  '/server',
  '/community',
  '/about',
  '/support',
  '/tools',
  '/tools/gear',
  '/tools/coins',
  '/tools/boss-planner',
  '/tools/shrines',
] as const;

/** Record kinds that have detail pages, and the route prefix of each. */
export const DETAIL_PREFIXES = ['bosses', 'npcs', 'structures', 'animations', 'boss-drops'] as const;
export type DetailPrefix = (typeof DETAIL_PREFIXES)[number];

/** The slugs that exist, per route family. */
export interface RouteIndex {
  wiki: ReadonlySet<string>;
  detail: Readonly<Record<DetailPrefix, ReadonlySet<string>>>;
  /** Section anchors on /wiki. */
  wikiSections: ReadonlySet<string>;
  /** Heading ids per wiki page, for links like /wiki/x#heading. */
  wikiHeadings: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Every internal path of the site (without trailing slash, except "/"). */
export function allPaths(index: RouteIndex): string[] {
  const paths: string[] = [...TOP_LEVEL_ROUTES];
  for (const slug of index.wiki) paths.push(`/wiki/${slug}`);
  for (const prefix of DETAIL_PREFIXES) for (const slug of index.detail[prefix]) paths.push(`/${prefix}/${slug}`);
  return paths;
}

/**
 * Checks an internal link. Returns null when it resolves, else what is wrong.
 * External links (with a scheme) and mailto are not checked here.
 */
export function checkInternalLink(href: string, index: RouteIndex): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  if (href.startsWith('#')) return null;
  if (!href.startsWith('/')) return `link "${href}" must be an absolute path starting with "/"`;
  const [rawPath = '', hash] = href.split('#');
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  const parts = pathname.split('/').filter(Boolean);
  if ((TOP_LEVEL_ROUTES as readonly string[]).includes(pathname || '/')) {
    if (hash && pathname === '/wiki' && !index.wikiSections.has(hash)) {
      return `link "${href}" points to a wiki section "#${hash}" that does not exist (sections: ${[...index.wikiSections].join(', ')})`;
    }
    return null;
  }
  if (parts.length === 2) {
    const [prefix, slug] = parts as [string, string];
    if (prefix === 'wiki') {
      if (!index.wiki.has(slug)) return `link "${href}" points to a wiki page "${slug}" that does not exist`;
      if (hash && !index.wikiHeadings.get(slug)?.has(hash)) return `link "${href}" points to a heading "#${hash}" that page does not have`;
      return null;
    }
    if ((DETAIL_PREFIXES as readonly string[]).includes(prefix)) {
      if (!index.detail[prefix as DetailPrefix].has(slug)) return `link "${href}" points to a ${prefix} record "${slug}" that does not exist`;
      return null;
    }
  }
  return `link "${href}" does not match any page of the site`;
}
