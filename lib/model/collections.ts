import type { z } from 'zod';
import { animationListSchema } from '../schemas/animation';
import { economySchema } from '../schemas/economy';
import { kindNamesSchema } from '../schemas/kind-names';
import { limiterSchema } from '../schemas/limiter';
import { shrinesSchema } from '../schemas/shrines';
import { bossListSchema } from '../schemas/boss';
import { gearListSchema } from '../schemas/gear';
import { navigationSchema } from '../schemas/navigation';
import { newsListSchema } from '../schemas/news';
import { npcListSchema } from '../schemas/npc';
import { openDataCopySchema } from '../schemas/open-data';
import { pagesCopySchema } from '../schemas/pages';
import { serverTeaserSchema } from '../schemas/server';
import { shopPackListSchema } from '../schemas/shop';
import { siteSettingsSchema } from '../schemas/site';
import { structureListSchema } from '../schemas/structure';
import { tagRegistrySchema } from '../schemas/tags';
import { wikiSectionListSchema } from '../schemas/wiki';

/**
 * Every JSON file of content/ and its schema, by collection key; the file is the key in kebab case
 * (wikiSections → content/wiki-sections.json). The loader reads and validates each one; a new record
 * file is one line here (plus its schema), and its type reaches `Content` from here.
 */
export const JSON_SCHEMAS = {
  site: siteSettingsSchema,
  navigation: navigationSchema,
  tags: tagRegistrySchema,
  bosses: bossListSchema,
  npcs: npcListSchema,
  structures: structureListSchema,
  animations: animationListSchema,
  gear: gearListSchema,
  shop: shopPackListSchema,
  news: newsListSchema,
  wikiSections: wikiSectionListSchema,
  pages: pagesCopySchema,
  server: serverTeaserSchema,
  economy: economySchema,
  shrines: shrinesSchema,
  limiter: limiterSchema,
  kindNames: kindNamesSchema,
  openData: openDataCopySchema,
} as const satisfies Record<string, z.ZodType>;

export type CollectionKey = keyof typeof JSON_SCHEMAS;

/** Files that are one object whose top-level keys are their records (problems name the key as the record). */
export const KEYED_COLLECTIONS: ReadonlySet<string> = new Set<CollectionKey>(['pages', 'kindNames']);

/** content/<file> of a collection key. */
export const collectionFile = (key: string) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`;

/** The validated data of every JSON file, by collection key. */
export type JsonContent = { [K in CollectionKey]: z.infer<(typeof JSON_SCHEMAS)[K]> };
