/** Ids shared by schemas and registries (imports nothing), so lib/schemas never imports lib/records. */

/** The ids of the record kinds with list and detail pages (lib/records/kinds.ts holds one entry per id). */
export const KIND_IDS = ['bosses', 'boss-drops', 'npcs', 'structures', 'animations'] as const;
export type KindId = (typeof KIND_IDS)[number];

/** The fixed-path pages and their copy ids; with the kinds' lists, the site's top-level routes. */
export const FIXED_PAGES = [
  { path: '/', id: 'home' },
  { path: '/wiki', id: 'wiki' },
  { path: '/guide', id: 'guide' },
  { path: '/shop', id: 'shop' },
  { path: '/news', id: 'news' },
  // Recent changes to content/, from git (lib/history/, lib/site/changes.ts).
  { path: '/changes', id: 'changes' },
  { path: '/server', id: 'server' },
  { path: '/community', id: 'community' },
  { path: '/about', id: 'about' },
  { path: '/support', id: 'support' },
  { path: '/tools', id: 'tools' },
  { path: '/tools/gear', id: 'tools-gear' },
  { path: '/tools/coins', id: 'tools-coins' },
  { path: '/tools/boss-planner', id: 'tools-boss-planner' },
  { path: '/tools/shrines', id: 'tools-shrines' },
  // Lists the pages saved for offline reading; the offline worker shows it for a page that is not saved. No menu.
  { path: '/offline', id: 'offline', unlisted: true },
] as const;
export type FixedPageId = (typeof FIXED_PAGES)[number]['id'];

/** Screens without a path of their own: the 404 page and the error boundary. */
export const SCREEN_IDS = ['not-found', 'error'] as const;

/** Every key of content/pages.json. */
export const PAGE_IDS = [...FIXED_PAGES.map((p) => p.id), ...KIND_IDS, ...SCREEN_IDS] as const;
export type PageId = FixedPageId | KindId | (typeof SCREEN_IDS)[number];

/** `{name}` placeholders of copy, here so filling copy in the browser does not pull zod into the tools' bundles. */
export const PLACEHOLDER_PATTERN = /\{([a-zA-Z]+)\}/g;
