import type { KindId } from '../schemas/ids';
import { recordBySlug, RECORD_COLLECTIONS, type Content, type JsonContent, type RecordCollection } from '../model/collections';
import type { CardStat, ListItem } from './filter';
import { formatGraded } from '../model/format';
import { bossStatTexts, npcFieldRows } from './facts';
import { fillTemplate } from '../model/template';
import { bossDropListItem, bossListItem, npcListItem, statsRecordListItem } from './list-items';
import type { CollectionRecord } from '../model/types';
import type { StatsRecord } from '../schemas/stats-record';
import { GRADES, type GearItem } from '../schemas/gear';

/** The fields every record with a page of its own has. */
export type KindRecord = CollectionRecord;

/** The single-select filter of a kind's list page. */
export interface KindFacet {
  key: string;
  param: string;
  numeric?: boolean;
  /** Option labels in display order (by default the values as they appear). */
  optionLabels?: (content: Content) => Record<string, string>;
}

/**
 * A record kind with a list at /<id>/ and pages at /<id>/<slug>/; everything reads this registry, so a new kind is
 * one entry here plus its collection, schema and JSON. Record-taking members use method syntax on purpose, so a
 * `RecordKind<Boss>` sits in a list of `RecordKind` without a cast.
 */
export interface RecordKind<R extends KindRecord = KindRecord, Id extends string = string> {
  /** Route prefix, id of its copy in content/pages.json and key of its detail view. */
  id: Id;
  /** The JSON file its records come from: schema, checks, index and open data go with it. */
  collection: RecordCollection<R>;
  /** Which records of the collection this kind shows (default: all). */
  includes?(record: R): boolean;
  /** The records it shows, in file order (from its collection, through `includes`). */
  records(content: JsonContent): readonly R[];
  /** Wiki pages about a record (its collection's). */
  wikiSlugs(record: R): readonly string[];
  listItem(record: R, content: Content): ListItem;
  facet?: KindFacet;
  /** Two or three key numbers for previews and share images. */
  keyStats(record: R, content: Content): CardStat[];
}

/** What readers call a kind's records (content/kind-names.json): one ("Boss") or several ("Bosses"). */
export function kindName(kind: Pick<RecordKind, 'id'>, content: Pick<JsonContent, 'kindNames'>, count: 'one' | 'other' = 'one'): string {
  return content.kindNames[kind.id]![count];
}

/** One record of a kind by slug (through the loader's index), or undefined when the kind does not show it. */
export function kindRecord<R extends KindRecord>(kind: RecordKind<R>, slug: string, content: Content): R | undefined {
  const record = recordBySlug(kind.collection, slug, content);
  return record && (!kind.includes || kind.includes(record)) ? record : undefined;
}

/** The distinct collections of some kinds (boss drops and the gear wiki share one file), in kind order. */
export function collectionsOf(kinds: readonly RecordKind[]): RecordCollection[] {
  return [...new Set(kinds.map((k) => k.collection))];
}

/** A kind from its definition: `records` and `wikiSlugs` come from its collection (record type inferred from it). */
export function defineKind<R extends KindRecord, Id extends string>(kind: Omit<RecordKind<R, Id>, 'records' | 'wikiSlugs'>): RecordKind<R, Id> {
  const { collection, includes } = kind;
  return {
    ...kind,
    records: (content) => (includes ? collection.records(content).filter((r) => includes(r)) : collection.records(content)),
    wikiSlugs: (record) => collection.wikiSlugs(record),
  };
}

export const isBossDrop = (item: GearItem): boolean => item.source.kind === 'boss';

const bossesKind = defineKind({
  id: 'bosses',
  collection: RECORD_COLLECTIONS.bosses,
  listItem: bossListItem,
  facet: {
    key: 'floor',
    param: 'floor',
    numeric: true,
    optionLabels: (c) => Object.fromEntries(c.bosses.map((b) => [String(b.floor), fillTemplate(c.site.labels.facts.floorNumber, { floor: b.floor })])),
  },
  keyStats: (b, content) => {
    const facts = bossStatTexts(b);
    const words = content.site.labels.facts;
    return [
      { label: words.floor, value: facts.floor },
      { label: words.hp, value: facts.hp },
      { label: words.ep, value: facts.ep },
    ];
  },
});

const npcsKind = defineKind({
  id: 'npcs',
  collection: RECORD_COLLECTIONS.npcs,
  listItem: npcListItem,
  keyStats: (n, content) => npcFieldRows(n, content.site.labels.facts),
});

/** Structures and animations: stats records with a single-select tag filter. */
const statsKind = <Id extends 'structures' | 'animations'>(id: Id, collection: RecordCollection<StatsRecord>) =>
  defineKind<StatsRecord, Id>({
    id,
    collection,
    listItem: (record) => statsRecordListItem(record, id),
    facet: { key: 'tag', param: 'tag' },
    keyStats: (record) => record.stats.slice(0, 3),
  });

const structuresKind = statsKind('structures', RECORD_COLLECTIONS.structures);
const animationsKind = statsKind('animations', RECORD_COLLECTIONS.animations);

const bossDropsKind = defineKind({
  id: 'boss-drops',
  collection: RECORD_COLLECTIONS.gear,
  includes: isBossDrop,
  listItem: bossDropListItem,
  // Grades are ordered by rank, not by first appearance.
  facet: { key: 'grade', param: 'grade', optionLabels: () => Object.fromEntries(GRADES.map((g) => [g, g])) },
  keyStats: (g, content) => {
    const words = content.site.labels.facts;
    return [
      { label: words.grades, value: g.grades.join(', ') },
      ...(g.weapon ? [{ label: words.attack, value: formatGraded(g.weapon.attackDamage, g.grades) }] : []),
      ...(g.armorPieces ? [{ label: words.pieces, value: String(g.armorPieces.length) }] : []),
    ];
  },
});

/** The ids of the kinds live in lib/schemas/ids.ts, because the page-copy schema needs them and the entries' types depend on that schema. */
export type { KindId };

/** Every kind with list and record pages, in menu order, for code that treats every kind alike. */
const KIND_LIST = [bossesKind, bossDropsKind, npcsKind, structuresKind, animationsKind] as const;
export const DETAIL_KINDS: readonly RecordKind<KindRecord, KindId>[] = KIND_LIST;

// KindId is written out above; this fails to compile when an id has no entry or an entry has another id.
type ListedIds = (typeof KIND_LIST)[number]['id'];
const everyKindListed: [Exclude<KindId, ListedIds> | Exclude<ListedIds, KindId>] extends [never] ? true : never = true;
void everyKindListed;

export function kindById(id: string): RecordKind<KindRecord, KindId> | undefined {
  return DETAIL_KINDS.find((k) => k.id === id);
}
