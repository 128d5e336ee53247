/** Which strings of a content file a translation may replace: all but the fields below (slugs, paths, ids, enums). */

/** Fields of the site's own words (pages.json, site.json…) that hold paths, ids, addresses or settings. */
export const UI_NOT_TEXT: ReadonlySet<string> = new Set([
  'href', 'icon', 'id', 'hub', 'siteLink', 'url', 'baseUrl', 'baseUrlTodo', 'repositoryUrl', 'repositoryUrlTodo',
  'repositoryBranch', 'todo', 'npc', 'infusions', 'officialMenu', 'languages', 'coveredBy', 'placements', 'team', 'logo',
  'version',
]);

/** Fields of records (bosses.json…) that hold slugs, paths, ids and enum values, never words. */
export const NOT_TEXT: ReadonlySet<string> = new Set([
  ...UI_NOT_TEXT, 'slug', 'image', 'wiki', 'place', 'kind', 'item', 'drops', 'bosses', 'source', 'tags', 'grades',
  'fromGrade', 'infusion', 'tier', 'tiers', 'after', 'exchangeWiki', 'version',
]);
/** Record values that stand for "no source gives this" and are printed through the site's own words. */
const SENTINELS: ReadonlySet<string> = new Set(['unknown']);
const NO_SENTINELS: ReadonlySet<string> = new Set();

export interface TextField {
  /** e.g. `abilities[0].description`, `home.callout.links[0].label` */
  path: string;
  text: string;
  set(text: string): void;
}

/** Every reader-visible string under `value` with its path, skipping `notText` (NOT_TEXT or a file's own set). */
export function* textFields(value: unknown, field = '', notText: ReadonlySet<string> = NOT_TEXT): Generator<TextField> {
  const sentinels = notText === NOT_TEXT ? SENTINELS : NO_SENTINELS;
  if (Array.isArray(value)) {
    for (const [i, child] of value.entries()) {
      const path = `${field}[${i}]`;
      if (typeof child === 'string') {
        if (!sentinels.has(child)) yield { path, text: child, set: (text) => (value[i] = text) };
      } else yield* textFields(child, path, notText);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (notText.has(key)) continue;
      const path = field ? `${field}.${key}` : key;
      if (typeof child === 'string') {
        if (!sentinels.has(child)) yield { path, text: child, set: (text) => Reflect.set(value, key, text) };
      } else yield* textFields(child, path, notText);
    }
  }
}
