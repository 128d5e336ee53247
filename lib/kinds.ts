import type { KindId } from './ids';
import type { JsonContent } from './content/collections';
import type { Content } from './content/types';
import type { CardStat, ListItem } from './filter';
import { formatEp, formatGraded } from './format';
import { bossDropListItem, bossListItem, npcListItem, statsRecordListItem } from './list-items';
import type { StatsRecord } from './schemas/stats-record';
import type { GearItem } from './schemas/gear';
import { GRADES } from './schemas/gear';

/** The fields every record with a page of its own has. */
export interface KindRecord {
  slug: string;
  name: string;
  description: string;
  tags: string[];
  image?: string;
}

/** The single-select filter of a kind's list page. */
export interface KindFacet {
  key: string;
  param: string;
  numeric?: boolean;
  /** Option labels in display order (by default the values as they appear). */
  optionLabels?: (content: Content) => Record<string, string>;
}

/**
 * One kind of record that has a list page at /<id>/ and a page per record at /<id>/<slug>/.
 * Lists, record pages, the sitemap, link checks, search, previews, share images and the open-data
 * export all read this registry, so a new kind is one entry here plus its schema and its JSON.
 */
export interface RecordKind<R extends KindRecord = KindRecord> {
  /** Route prefix, id of its copy in content/pages.json and key of its detail view. */
  id: KindId;
  /** Singular name a reader sees, e.g. "Boss" (search results, page titles). */
  label: string;
  /** Plural, e.g. "Bosses" (breadcrumbs, lists). */
  plural: string;
  records: (content: JsonContent) => R[];
  listItem: (record: R, content: Content) => ListItem;
  facet?: KindFacet;
  /** Wiki pages about this record. */
  wikiSlugs: (record: R) => string[];
  /** Two or three key numbers for previews and share images. */
  keyStats: (record: R, content: Content) => CardStat[];
}

const defineKind = <R extends KindRecord>(kind: RecordKind<R>) => kind;

export const isBossDrop = (item: GearItem): boolean => item.source.kind === 'boss';

const bossesKind = defineKind({
  id: 'bosses',
  label: 'Boss',
  plural: 'Bosses',
  records: (c) => c.bosses,
  listItem: bossListItem,
  facet: {
    key: 'floor',
    param: 'floor',
    numeric: true,
    optionLabels: (c) => Object.fromEntries(c.bosses.map((b) => [String(b.floor), `Floor ${b.floor}`])),
  },
  wikiSlugs: (b) => [b.wiki],
  keyStats: (b) => [
    { label: 'Floor', value: String(b.floor) },
    { label: 'HP', value: String(b.hp) },
    { label: 'EP', value: formatEp(b.ep) },
  ],
});

const npcsKind = defineKind({
  id: 'npcs',
  label: 'NPC',
  plural: 'NPCs',
  records: (c) => c.npcs,
  listItem: npcListItem,
  wikiSlugs: (n) => [n.wiki],
  keyStats: (n) => [
    { label: 'Role', value: n.role },
    { label: 'Location', value: n.location },
  ],
});

/** Structures and animations: stats records with a single-select tag filter. */
const statsKind = (id: 'structures' | 'animations', label: string, plural: string) =>
  defineKind<StatsRecord>({
    id,
    label,
    plural,
    records: (c) => c[id],
    listItem: (record) => statsRecordListItem(record, id),
    facet: { key: 'tag', param: 'tag' },
    wikiSlugs: (record) => record.wiki,
    keyStats: (record) => record.stats.slice(0, 3),
  });

const structuresKind = statsKind('structures', 'Structure', 'Structures');
const animationsKind = statsKind('animations', 'Player animation', 'Player Animations');

const bossDropsKind = defineKind({
  id: 'boss-drops',
  label: 'Boss drop',
  plural: 'Boss Drops',
  records: (c) => c.gear.filter(isBossDrop),
  listItem: bossDropListItem,
  // Grades are ordered by rank, not by first appearance.
  facet: { key: 'grade', param: 'grade', optionLabels: () => Object.fromEntries(GRADES.map((g) => [g, g])) },
  wikiSlugs: (g) => [g.wiki],
  keyStats: (g) => [
    { label: 'Grades', value: g.grades.join(', ') },
    ...(g.weapon ? [{ label: 'Attack', value: formatGraded(g.weapon.attackDamage, g.grades) }] : []),
    ...(g.armorPieces ? [{ label: 'Pieces', value: String(g.armorPieces.length) }] : []),
  ],
});

/** The ids of the kinds live in lib/ids.ts, because the page-copy schema needs them and the entries' types depend on that schema. */
export type { KindId };

/** Every kind, by id: the Record type makes a missing or extra entry a type error. */
const KINDS_BY_ID: Record<KindId, RecordKind> = {
  bosses: bossesKind as unknown as RecordKind,
  'boss-drops': bossDropsKind as unknown as RecordKind,
  npcs: npcsKind as unknown as RecordKind,
  structures: structuresKind as unknown as RecordKind,
  animations: animationsKind as unknown as RecordKind,
};

/** Every kind with list and record pages, in menu order, for code that treats every kind alike. */
export const DETAIL_KINDS: readonly RecordKind[] = Object.values(KINDS_BY_ID);
/** Alias kept for readability where "records" reads better than "detail pages". */
export const RECORD_KINDS = DETAIL_KINDS;

export function kindById(id: string): RecordKind | undefined {
  return Object.hasOwn(KINDS_BY_ID, id) ? KINDS_BY_ID[id as KindId] : undefined;
}

export function isKindId(id: string): id is KindId {
  return Object.hasOwn(KINDS_BY_ID, id);
}
