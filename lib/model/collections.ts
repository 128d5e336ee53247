import type { z } from 'zod';
import { animationListSchema } from '../schemas/animation';
import { bossListSchema, type Boss } from '../schemas/boss';
import { economySchema } from '../schemas/economy';
import { gearListSchema, type GearItem } from '../schemas/gear';
import { kindNamesSchema } from '../schemas/kind-names';
import { limiterSchema } from '../schemas/limiter';
import { navigationSchema } from '../schemas/navigation';
import { newsListSchema } from '../schemas/news';
import { npcListSchema, type Npc } from '../schemas/npc';
import { openDataCopySchema } from '../schemas/open-data';
import { pageLayoutsSchema } from '../schemas/page-layouts';
import { pagesCopySchema } from '../schemas/pages';
import { serverTeaserSchema } from '../schemas/server';
import { shopPackListSchema } from '../schemas/shop';
import { shrinesSchema } from '../schemas/shrines';
import { siteSettingsSchema } from '../schemas/site';
import type { StatsRecord } from '../schemas/stats-record';
import { structureListSchema } from '../schemas/structure';
import { tagRegistrySchema } from '../schemas/tags';
import { wikiSectionListSchema } from '../schemas/wiki';
import { bossFieldLabels, npcFieldRows, type FactWords } from './labels';
import { indexedRecord } from './lookup';
import type { CollectionRecord, ContentIndex, ContentLanguage, GuideSection, RouteIndex, WikiPage } from './types';

/** Every JSON file of content/ is declared once here; loader, indexes, open data and types derive from COLLECTIONS. */

/** Where a collection's own check reports a problem: the collection's file is filled in. */
export type ReportProblem = (record: string, field: string, message: string) => void;

/** A JSON file of content/ that is not a list of records (settings, page copy, tool figures). */
export interface DataFile<T = unknown> {
  key: string;
  schema: z.ZodType<T>;
  /** One object whose top-level keys are its records (problems name the key as the record). */
  keyed?: boolean;
  /** Published as /data/<key>.json (record files always are). */
  openData?: boolean;
}

/** A JSON file of records with slugs: indexed by slug, checked (unique slugs, tags, pictures, wiki pages), published. */
export interface RecordCollection<R extends CollectionRecord = CollectionRecord> {
  /** content/<key>.json (kebab case), the index key and the open-data name. */
  key: string;
  schema: z.ZodType<R[]>;
  /** The validated records, as the loader stored them under `key`. Method syntax: a kind hands back only its own records. */
  records(content: object): readonly R[];
  /** Wiki pages a record names (checked to exist; the reverse index maps them back to the record). */
  wikiSlugs(record: R): readonly string[];
  /** Labels the record's infobox shows from its own fields: its label/value rows must not repeat them. */
  fieldLabels?(record: R, words: FactWords): readonly string[];
  /** Checks beyond the generic ones, e.g. references into other collections. */
  checks?(records: readonly R[], content: Content, report: ReportProblem): void;
}

const dataFile = <T>(key: string, schema: z.ZodType<T>, options: Pick<DataFile, 'keyed' | 'openData'> = {}): DataFile<T> => ({ key, schema, ...options });

/** A record file: `records` reads what the loader validated with `schema` and stored under `key`. */
export function defineRecords<R extends CollectionRecord>(collection: Omit<RecordCollection<R>, 'records'>): RecordCollection<R> {
  // The loader stored exactly what `schema` accepted under `key`, so the value is R[].
  return { ...collection, records: (content) => Reflect.get(content, collection.key) as readonly R[] };
}

/** A record of a collection by slug, through the loader's index (no scan). */
export function recordBySlug<R extends CollectionRecord>(collection: RecordCollection<R>, slug: string, content: { index: ContentIndex }): R | undefined {
  return indexedRecord(content, collection.key, collection.records(content), slug);
}

/** One side of a reference that both records must state: `field` of each record names records of `target`. */
interface MutualReference<R extends CollectionRecord, T extends CollectionRecord> {
  field: string;
  refs(record: R): readonly string[];
  /** A function, because the two collections refer to each other and are defined one after the other. */
  target(): RecordCollection<T>;
  targetNoun: string;
  /** The target's field (and file) that must name the record back, for the message. */
  backField: string;
  namesBack(target: T, record: R): boolean;
}

/** A check that each reference exists and that the referenced record names this one back. */
function mutualReferenceCheck<R extends CollectionRecord, T extends CollectionRecord>(ref: MutualReference<R, T>) {
  return (records: readonly R[], content: Content, report: ReportProblem) => {
    for (const record of records) {
      ref.refs(record).forEach((slug, i) => {
        const target = recordBySlug(ref.target(), slug, content);
        const field = `${ref.field}[${i}]`;
        if (!target) report(`"${record.slug}"`, field, `refers to ${ref.targetNoun} "${slug}", which does not exist`);
        else if (!ref.namesBack(target, record)) {
          report(`"${record.slug}"`, field, `${ref.targetNoun} "${slug}" does not name "${record.slug}" in its ${ref.backField}; the two must agree`);
        }
      });
    }
  };
}

const bossSources = (item: GearItem): readonly string[] => (item.source.kind === 'boss' ? item.source.bosses : []);

const bosses: RecordCollection<Boss> = defineRecords<Boss>({
  key: 'bosses',
  schema: bossListSchema,
  wikiSlugs: (b) => [b.wiki],
  fieldLabels: (_, words) => bossFieldLabels(words),
  // Each of a boss's drops must name the boss back in its source.
  checks: mutualReferenceCheck<Boss, GearItem>({
    field: 'drops',
    refs: (boss) => boss.drops,
    target: () => gear,
    targetNoun: 'gear record',
    backField: 'source.bosses (content/gear.json)',
    namesBack: (item, boss) => bossSources(item).includes(boss.slug),
  }),
});

/** Boss drops and Kurobee's premium gear: one file, checked once, shown by the boss-drops kind and the wiki. */
const gear: RecordCollection<GearItem> = defineRecords<GearItem>({
  key: 'gear',
  schema: gearListSchema,
  wikiSlugs: (g) => [g.wiki],
  // Each boss a drop names as its source must list it among its drops.
  checks: mutualReferenceCheck<GearItem, Boss>({
    field: 'source.bosses',
    refs: bossSources,
    target: () => bosses,
    targetNoun: 'boss',
    backField: 'drops (content/bosses.json)',
    namesBack: (boss, item) => boss.drops.includes(item.slug),
  }),
});

const structures = defineRecords<StatsRecord>({ key: 'structures', schema: structureListSchema, wikiSlugs: (r) => r.wiki });

/** The record files, by key. */
export const RECORD_COLLECTIONS = {
  bosses,
  npcs: defineRecords<Npc>({
    key: 'npcs',
    schema: npcListSchema,
    wikiSlugs: (n) => [n.wiki],
    fieldLabels: (n, words) => npcFieldRows(n, words).map((row) => row.label),
    // The structure an NPC is placed in lists them on its page.
    checks: (npcs, content, report) => {
      for (const npc of npcs) {
        if (npc.place && !recordBySlug(structures, npc.place, content)) report(`"${npc.slug}"`, 'place', `refers to structure "${npc.place}", which does not exist`);
      }
    },
  }),
  gear,
  structures,
  animations: defineRecords<StatsRecord>({ key: 'animations', schema: animationListSchema, wikiSlugs: (r) => r.wiki }),
};

/** The other JSON files, by key. */
export const DATA_FILES = {
  site: dataFile('site', siteSettingsSchema),
  navigation: dataFile('navigation', navigationSchema),
  tags: dataFile('tags', tagRegistrySchema),
  shop: dataFile('shop', shopPackListSchema, { openData: true }),
  news: dataFile('news', newsListSchema),
  wikiSections: dataFile('wikiSections', wikiSectionListSchema),
  /** The body skeleton `npm run new -- page` writes per section (docs/STYLE-GUIDE.md's page layouts). */
  pageLayouts: dataFile('pageLayouts', pageLayoutsSchema, { keyed: true }),
  pages: dataFile('pages', pagesCopySchema, { keyed: true }),
  server: dataFile('server', serverTeaserSchema),
  economy: dataFile('economy', economySchema),
  shrines: dataFile('shrines', shrinesSchema),
  limiter: dataFile('limiter', limiterSchema),
  kindNames: dataFile('kindNames', kindNamesSchema, { keyed: true }),
  openData: dataFile('openData', openDataCopySchema),
};

export type RecordFileKey = keyof typeof RECORD_COLLECTIONS;
export type CollectionKey = RecordFileKey | keyof typeof DATA_FILES;

/** Every JSON file the loader reads (records first), with its schema. */
export const JSON_FILES: readonly (DataFile | RecordCollection)[] = [...Object.values(RECORD_COLLECTIONS), ...Object.values(DATA_FILES)];

/** content/<file> of a collection key (wikiSections → wiki-sections.json). */
export const collectionFile = (key: string) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`;

type RecordOf<C> = C extends RecordCollection<infer R> ? R : never;

/** The validated data of every JSON file, by key. */
export type JsonContent = { [K in RecordFileKey]: RecordOf<(typeof RECORD_COLLECTIONS)[K]>[] } & {
  [K in keyof typeof DATA_FILES]: (typeof DATA_FILES)[K] extends DataFile<infer T> ? T : never;
};

/** Everything in content/, validated, cross-checked and indexed. */
export interface Content extends JsonContent {
  /** Sorted by section order, then `order`, then title. */
  wikiPages: WikiPage[];
  guideSections: GuideSection[];
  routes: RouteIndex;
  index: ContentIndex;
  /** The language this content is in, and which of its pages are translated (lib/content/translations.ts). */
  language: ContentLanguage;
}
