import type { z } from 'zod';
import { animationListSchema } from '../schemas/animation';
import { bossListSchema } from '../schemas/boss';
import { gearListSchema } from '../schemas/gear';
import { navigationSchema } from '../schemas/navigation';
import { newsListSchema } from '../schemas/news';
import { npcListSchema } from '../schemas/npc';
import { pagesCopySchema } from '../schemas/pages';
import { serverTeaserSchema } from '../schemas/server';
import { shopPackListSchema } from '../schemas/shop';
import { siteSettingsSchema } from '../schemas/site';
import { structureListSchema } from '../schemas/structure';
import { tagRegistrySchema } from '../schemas/tags';
import { wikiSectionListSchema } from '../schemas/wiki';

/**
 * Every JSON file of content/ and its schema. The loader reads, validates and indexes each one;
 * a new record file is one line here (plus its schema), and its type reaches `Content` from here.
 */
export const JSON_COLLECTIONS = {
  site: { file: 'site.json', schema: siteSettingsSchema },
  navigation: { file: 'navigation.json', schema: navigationSchema },
  tags: { file: 'tags.json', schema: tagRegistrySchema },
  bosses: { file: 'bosses.json', schema: bossListSchema },
  npcs: { file: 'npcs.json', schema: npcListSchema },
  structures: { file: 'structures.json', schema: structureListSchema },
  animations: { file: 'animations.json', schema: animationListSchema },
  gear: { file: 'gear.json', schema: gearListSchema },
  shop: { file: 'shop.json', schema: shopPackListSchema },
  news: { file: 'news.json', schema: newsListSchema },
  wikiSections: { file: 'wiki-sections.json', schema: wikiSectionListSchema },
  pages: { file: 'pages.json', schema: pagesCopySchema },
  server: { file: 'server.json', schema: serverTeaserSchema },
} as const satisfies Record<string, { file: string; schema: z.ZodType }>;

export type CollectionKey = keyof typeof JSON_COLLECTIONS;

/** The validated data of every JSON file, by collection key. */
export type JsonContent = { [K in CollectionKey]: z.infer<(typeof JSON_COLLECTIONS)[K]['schema']> };
