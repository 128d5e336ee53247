import type { Content, WikiPage } from './content/types';
import type { ListItem, TaggedRow } from './filter';
import { formatGraded, joinList } from './format';
import { bossFacts, itemDropChance } from './record-facts';
import type { Boss } from './schemas/boss';
import type { GearItem } from './schemas/gear';
import type { Npc } from './schemas/npc';
import type { PagesCopy } from './schemas/pages';
import type { StatsRecord } from './schemas/stats-record';
import { bossCollection, recordBySlug } from './record-collections';
import { fillTemplate } from './template';

/*
 * Record → card data. Each list decides here which fields its search box matches
 * (spec section 2) and which facet it filters on.
 */

/** The fields every card takes straight from its record. */
function cardBase(record: { slug: string; name: string; description: string; image?: string; tags: string[] }, prefix: string) {
  return { id: record.slug, title: record.name, description: record.description, href: `/${prefix}/${record.slug}`, image: record.image, tags: record.tags };
}

export function bossListItem(boss: Boss, content: Content): ListItem {
  const facts = bossFacts(boss, content);
  const words = content.site.labels.facts;
  const drops = facts.drops.map((d) => d.name);
  return {
    ...cardBase(boss, 'bosses'),
    stats: [
      { label: words.floor, value: facts.floor },
      { label: words.ep, value: facts.ep },
      { label: words.hp, value: facts.hp },
      { label: words.attack, value: facts.attack },
    ],
    // The search box promises abilities and rewards too: ability and drop names (not the effects' sentences,
    // which would double the page's inline data; the site search finds those).
    searchText: [...boss.tags, ...boss.abilities.map((a) => a.name), ...drops],
    facets: { floor: [String(boss.floor)] },
  };
}

export function npcListItem(npc: Npc, content: Content): ListItem {
  const words = content.site.labels.facts;
  return {
    ...cardBase(npc, 'npcs'),
    stats: [
      { label: words.role, value: npc.role },
      { label: words.services, value: String(npc.services.length) },
    ],
    searchText: [npc.role, ...npc.services, ...npc.tags],
    facets: {},
  };
}

/**
 * Structures and animations: search covers name and description only (spec), and the single-select
 * tag filter reads the record's tags.
 */
export function statsRecordListItem(record: StatsRecord, prefix: 'structures' | 'animations'): ListItem {
  return {
    ...cardBase(record, prefix),
    stats: record.stats,
    searchText: [],
    facets: { tag: record.tags },
  };
}

/** Boss names, floors and drop chance of a drop, e.g. "Floor 50 · Mezul and Gozul · 5% per kill". */
export function dropSourceText(item: GearItem, content: Content): string {
  if (item.source.kind !== 'boss') return content.site.gearShop.label;
  const bosses = item.source.bosses.map((slug) => recordBySlug(bossCollection, slug, content)).filter((b) => b !== undefined);
  const floors = [...new Set(bosses.map((b) => b.floor))];
  const words = content.site.labels.facts;
  const chances = [...new Set(bosses.map((b) => itemDropChance(words, b.dropChancePercent)))];
  return fillTemplate(words.dropSource, { floors: joinList(floors.map(String)), bosses: joinList(bosses.map((b) => b.name)), chances: joinList(chances) });
}

export function bossDropListItem(item: GearItem, content: Content): ListItem {
  const words = content.site.labels.facts;
  const stats = [
    { label: words.grades, value: item.grades.join(', ') },
    { label: words.source, value: dropSourceText(item, content) },
  ];
  if (item.weapon) stats.push({ label: words.attack, value: formatGraded(item.weapon.attackDamage, item.grades) });
  return {
    ...cardBase(item, 'boss-drops'),
    stats,
    searchText: [],
    facets: { grade: item.grades },
  };
}

/**
 * The picture of the record a wiki page is about (a boss, NPC, gear item or any record naming the page), from the
 * loader's reverse index: the first such record with art. Undefined when none has art (the page shows none).
 */
export function wikiPictureOf(slug: string, content: Content): { src: string; alt: string } | undefined {
  const record = content.index.recordsByWiki.get(slug)?.find((s) => s.record.image)?.record;
  return record?.image ? { src: record.image, alt: record.name } : undefined;
}

export interface WikiListItem extends ListItem {
  section: string;
}

/** A wiki index card; `content` gives it the picture of the record the page is about where the page has none. */
export function wikiListItem(page: WikiPage, content?: Content): WikiListItem {
  const fm = page.frontmatter;
  return {
    id: page.slug,
    title: fm.heading,
    description: fm.description,
    href: `/wiki/${page.slug}`,
    image: fm.image ?? (content && wikiPictureOf(page.slug, content)?.src),
    tags: fm.tags,
    stats: [],
    searchText: fm.tags,
    facets: { tags: fm.tags },
    section: fm.section,
  };
}

/** A wiki index row: what its card shows (no picture, no stats), its tags (also its search texts and its facet: see taggedListRow) and its section. */
export type WikiRow = TaggedRow & { section: string };

export const wikiRow = ({ id, title, description, href, tags, section }: WikiListItem): WikiRow => ({ id, title, description, href, tags: [...tags], section });

/** The words of content/pages.json "wiki" that the wiki index uses; the rest stay out of its page's payload. */
const WIKI_INDEX_COPY_KEYS = [
  'searchLabel',
  'searchPlaceholder',
  'clearFiltersLabel',
  'toggleFiltersLabel',
  'tagPanelTitle',
  'tagPanelLabel',
  'tocTitle',
  'emptyMessage',
  'emptyHint',
  'clearLabel',
] as const satisfies readonly (keyof PagesCopy['wiki'])[];
export type WikiIndexCopy = Pick<PagesCopy['wiki'], (typeof WIKI_INDEX_COPY_KEYS)[number]>;

export const wikiIndexCopy = (copy: PagesCopy['wiki']): WikiIndexCopy =>
  Object.fromEntries(WIKI_INDEX_COPY_KEYS.map((key) => [key, copy[key]])) as WikiIndexCopy;
