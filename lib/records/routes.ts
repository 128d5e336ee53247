import { FIXED_PAGES, type FixedPageId, type KindId } from '../schemas/ids';
import type { RouteIndex } from '../model/types';
import { DETAIL_KINDS, type RecordKind } from './kinds';

export type { RouteIndex };

export { FIXED_PAGES };

/** A top-level page: its path, the id of its copy in content/pages.json, and the header menu it sits in. */
export interface TopLevelPage {
  path: string;
  id: FixedPageId | KindId;
  /** Where the header lists it; 'none' for pages reached from their hub (the tools from /tools). */
  menu: 'primary' | 'explore' | 'none';
}

const fixed = (id: FixedPageId) => FIXED_PAGES.find((p) => p.id === id)!.path;

/** Every top-level page in menu order: Home and Wiki in the bar, the rest under "Explore" (guide, lists, then the site pages). */
export const TOP_LEVEL_PAGES: readonly TopLevelPage[] = [
  { path: '/', id: 'home', menu: 'primary' },
  { path: '/wiki', id: 'wiki', menu: 'primary' },
  { path: fixed('guide'), id: 'guide', menu: 'explore' },
  ...DETAIL_KINDS.map((k) => ({ path: `/${k.id}`, id: k.id, menu: 'explore' as const })),
  ...FIXED_PAGES.filter((p) => !['home', 'wiki', 'guide'].includes(p.id)).map((p) => ({
    path: p.path,
    id: p.id,
    menu: p.path.split('/').length > 2 || 'unlisted' in p ? ('none' as const) : ('explore' as const),
  })),
];

/** Every top-level route. */
export const TOP_LEVEL_ROUTES: readonly string[] = TOP_LEVEL_PAGES.map((p) => p.path);

const TOP_LEVEL: ReadonlySet<string> = new Set(TOP_LEVEL_ROUTES);


/** Every internal path of the site (without trailing slash, except "/"). */
export function allPaths(index: RouteIndex, kinds: readonly RecordKind[] = DETAIL_KINDS): string[] {
  const paths: string[] = [...TOP_LEVEL_ROUTES, ...kinds.filter((k) => !TOP_LEVEL.has(`/${k.id}`)).map((k) => `/${k.id}`)];
  for (const slug of index.wiki) paths.push(`/wiki/${slug}`);
  for (const kind of kinds) for (const slug of index.detail.get(kind.id) ?? []) paths.push(`/${kind.id}/${slug}`);
  return paths;
}

/** Checks an internal link: null when it resolves, else what is wrong (external links are not checked). */
export function checkInternalLink(href: string, index: RouteIndex): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  if (href.startsWith('#')) return null;
  if (!href.startsWith('/')) return `link "${href}" must be an absolute path starting with "/"`;
  const [rawPath = '', hash] = href.split('#');
  const pathname = (rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath).split('?')[0] || '/';
  const parts = pathname.split('/').filter(Boolean);
  if (TOP_LEVEL.has(pathname)) {
    if (hash && pathname === '/wiki' && !index.wikiSections.has(hash)) {
      return `link "${href}" points to a wiki section "#${hash}" that does not exist (sections: ${[...index.wikiSections].join(', ')})`;
    }
    return null;
  }
  if (parts.length === 1 && index.detail.has(parts[0]!)) return null;
  if (parts.length === 2) {
    const [prefix, slug] = parts as [string, string];
    if (prefix === 'wiki') {
      if (!index.wiki.has(slug)) return `link "${href}" points to a wiki page "${slug}" that does not exist`;
      if (hash && index.wikiHeadings && !index.wikiHeadings.get(slug)?.has(hash)) return `link "${href}" points to a heading "#${hash}" that page does not have`;
      return null;
    }
    const slugs = index.detail.get(prefix);
    if (slugs) {
      if (!slugs.has(slug)) return `link "${href}" points to a ${prefix} record "${slug}" that does not exist`;
      return null;
    }
  }
  return `link "${href}" does not match any page of the site`;
}
