import type { z } from 'zod';
import type { JsonContent } from './content/collections';
import type { CollectionRecord, Content } from './content/types';
import { animationListSchema } from './schemas/animation';
import { bossListSchema, type Boss } from './schemas/boss';
import { gearListSchema, type GearItem } from './schemas/gear';
import { npcListSchema, type Npc } from './schemas/npc';
import { bossFieldLabels, npcFieldRows, type FactWords } from './record-labels';
import type { StatsRecord } from './schemas/stats-record';
import { structureListSchema } from './schemas/structure';
import { indexedRecord } from './record-lookup';

export type { CollectionRecord };

/** Where a kind-specific check reports a problem: the collection's file is filled in. */
export type ReportProblem = (record: string, field: string, message: string) => void;

/**
 * One JSON file of records (content/<key>.json) that record kinds show. The loader reads and validates
 * it with `schema`, indexes it once by slug and runs one generic check on it (unique slugs, known tags,
 * existing images, existing wiki pages) plus its own `checks`, whichever kinds show its records. Its open-data file
 * (/data/<key>.json) is described in content/open-data.json.
 */
export interface RecordCollection<R extends CollectionRecord = CollectionRecord> {
  /** Collection key: content/<key>.json (kebab case of the key), the index key and the open-data name. */
  key: string;
  /** Validates the whole file (an array of records). */
  schema: z.ZodType<R[]>;
  /** The validated records. Method syntax: a kind hands back only records it read itself. */
  records(content: JsonContent): readonly R[];
  /** Wiki pages a record names (checked to exist; the reverse index maps them back to the record). */
  wikiSlugs(record: R): readonly string[];
  /** Labels the record's infobox shows from its own fields: its label/value rows must not repeat them. */
  fieldLabels?(record: R, words: FactWords): readonly string[];
  /** Checks beyond the generic ones, e.g. references into other collections. */
  checks?(records: readonly R[], content: Content, report: ReportProblem): void;
}

const defineCollection = <R extends CollectionRecord>(collection: RecordCollection<R>) => collection;

/**
 * A record collection whose file is not in lib/content/collections.ts (a fixture, or a new kind before its
 * line there): the loader reads it with `schema`; `records` reads what the loader stored under `key`.
 */
export function extraCollection<R extends CollectionRecord>(collection: Omit<RecordCollection<R>, 'records'>): RecordCollection<R> {
  const parsed = new WeakMap<object, R[]>();
  return {
    ...collection,
    records(content) {
      let records = parsed.get(content);
      if (!records) {
        records = collection.schema.parse(Reflect.get(content, collection.key));
        parsed.set(content, records);
      }
      return records;
    },
  };
}

/** A record of a collection by slug, through the loader's index (no scan). */
export function recordBySlug<R extends CollectionRecord>(collection: RecordCollection<R>, slug: string, content: Content): R | undefined {
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

export const bossCollection: RecordCollection<Boss> = defineCollection<Boss>({
  key: 'bosses',
  schema: bossListSchema,
  records: (c) => c.bosses,
  wikiSlugs: (b) => [b.wiki],
  fieldLabels: (_, words) => bossFieldLabels(words),
  // Each of a boss's drops must name the boss back in its source.
  checks: mutualReferenceCheck<Boss, GearItem>({
    field: 'drops',
    refs: (boss) => boss.drops,
    target: () => gearCollection,
    targetNoun: 'gear record',
    backField: 'source.bosses (content/gear.json)',
    namesBack: (item, boss) => bossSources(item).includes(boss.slug),
  }),
});

export const npcCollection = defineCollection<Npc>({
  key: 'npcs',
  schema: npcListSchema,
  records: (c) => c.npcs,
  wikiSlugs: (n) => [n.wiki],
  fieldLabels: (n, words) => npcFieldRows(n, words).map((row) => row.label),
  // The structure an NPC is placed in lists them on its page.
  checks: (npcs, content, report) => {
    for (const npc of npcs) {
      if (npc.place && !recordBySlug(structureCollection, npc.place, content)) report(`"${npc.slug}"`, 'place', `refers to structure "${npc.place}", which does not exist`);
    }
  },
});

/** Boss drops and Kurobee's premium gear: one file, checked once, shown by the boss-drops kind and the wiki. */
export const gearCollection: RecordCollection<GearItem> = defineCollection<GearItem>({
  key: 'gear',
  schema: gearListSchema,
  records: (c) => c.gear,
  wikiSlugs: (g) => [g.wiki],
  // Each boss a drop names as its source must list it among its drops.
  checks: mutualReferenceCheck<GearItem, Boss>({
    field: 'source.bosses',
    refs: bossSources,
    target: () => bossCollection,
    targetNoun: 'boss',
    backField: 'drops (content/bosses.json)',
    namesBack: (boss, item) => boss.drops.includes(item.slug),
  }),
});

export const structureCollection = defineCollection<StatsRecord>({
  key: 'structures',
  schema: structureListSchema,
  records: (c) => c.structures,
  wikiSlugs: (r) => r.wiki,
});

export const animationCollection = defineCollection<StatsRecord>({
  key: 'animations',
  schema: animationListSchema,
  records: (c) => c.animations,
  wikiSlugs: (r) => r.wiki,
});
