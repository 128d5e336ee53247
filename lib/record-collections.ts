import type { z } from 'zod';
import type { JsonContent } from './content/collections';
import type { CollectionRecord, Content } from './content/types';
import { animationListSchema } from './schemas/animation';
import { bossListSchema, type Boss } from './schemas/boss';
import { gearListSchema, type GearItem } from './schemas/gear';
import { npcListSchema, type Npc } from './schemas/npc';
import { BOSS_FIELD_LABELS, npcFieldRows } from './record-labels';
import type { StatsRecord } from './schemas/stats-record';
import { structureListSchema } from './schemas/structure';

export type { CollectionRecord };

/** Where a kind-specific check reports a problem: the collection's file is filled in. */
export type ReportProblem = (record: string, field: string, message: string) => void;

/** Title and description of a collection's /data/<key>.json (lib/open-data.ts). */
export interface DatasetInfo {
  title: string;
  description: string;
}

/**
 * One JSON file of records (content/<key>.json) that record kinds show. The loader reads and validates
 * it with `schema`, indexes it once by slug and runs one generic check on it (unique slugs, known tags,
 * existing images, existing wiki pages) plus its own `checks`, whichever kinds show its records.
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
  dataset: DatasetInfo;
  /** Labels the record's infobox shows from its own fields: its label/value rows must not repeat them. */
  fieldLabels?(record: R): readonly string[];
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
  const position = content.index.records.get(collection.key)?.get(slug);
  return position === undefined ? undefined : collection.records(content)[position];
}

/** Each of a boss's drops must name the boss back in its source, and the other way round. */
function checkBossDrops(bosses: readonly Boss[], content: Content, report: ReportProblem) {
  for (const boss of bosses) {
    boss.drops.forEach((slug, i) => {
      const item = recordBySlug(gearCollection, slug, content);
      if (!item) report(`"${boss.slug}"`, `drops[${i}]`, `refers to gear record "${slug}", which does not exist`);
      else if (item.source.kind !== 'boss' || !item.source.bosses.includes(boss.slug)) {
        report(`"${boss.slug}"`, `drops[${i}]`, `"${slug}" does not name "${boss.slug}" in its source.bosses (content/gear.json); the two must agree`);
      }
    });
  }
}

function checkGearSources(gear: readonly GearItem[], content: Content, report: ReportProblem) {
  for (const item of gear) {
    if (item.source.kind !== 'boss') continue;
    item.source.bosses.forEach((slug, i) => {
      const boss = recordBySlug(bossCollection, slug, content);
      if (!boss) report(`"${item.slug}"`, `source.bosses[${i}]`, `refers to boss "${slug}", which does not exist`);
      else if (!boss.drops.includes(item.slug)) {
        report(`"${item.slug}"`, `source.bosses[${i}]`, `boss "${slug}" does not list "${item.slug}" in its drops (content/bosses.json); the two must agree`);
      }
    });
  }
}

export const bossCollection = defineCollection<Boss>({
  key: 'bosses',
  schema: bossListSchema,
  records: (c) => c.bosses,
  wikiSlugs: (b) => [b.wiki],
  dataset: { title: 'Floor bosses', description: 'Every floor boss of the Colosseum: floor, EP, HP, armor, attack, abilities, drops.' },
  fieldLabels: () => BOSS_FIELD_LABELS,
  checks: checkBossDrops,
});

export const npcCollection = defineCollection<Npc>({
  key: 'npcs',
  schema: npcListSchema,
  records: (c) => c.npcs,
  wikiSlugs: (n) => [n.wiki],
  fieldLabels: (n) => npcFieldRows(n).map((row) => row.label),
  dataset: { title: 'NPCs', description: 'The NPCs of the dungeon: role, location, services.' },
});

/** Boss drops and Kurobee's premium gear: one file, checked once, shown by the boss-drops kind and the wiki. */
export const gearCollection = defineCollection<GearItem>({
  key: 'gear',
  schema: gearListSchema,
  records: (c) => c.gear,
  wikiSlugs: (g) => [g.wiki],
  dataset: { title: 'Gear', description: 'Weapons and armor sets (boss drops and premium gear): grades, per-grade stats, abilities, source.' },
  checks: checkGearSources,
});

export const structureCollection = defineCollection<StatsRecord>({
  key: 'structures',
  schema: structureListSchema,
  records: (c) => c.structures,
  wikiSlugs: (r) => r.wiki,
  dataset: { title: 'Structures', description: 'Notable places of the dungeon.' },
});

export const animationCollection = defineCollection<StatsRecord>({
  key: 'animations',
  schema: animationListSchema,
  records: (c) => c.animations,
  wikiSlugs: (r) => r.wiki,
  dataset: { title: 'Player animations', description: 'Player animation sets.' },
});
