import type { ChangedMarkData } from '../history/changed-mark';
import type { WikiPage } from '../model/types';
import type { Content } from '../model/collections';
import type { ListItem, TaggedRow } from './filter';
import { formatGraded, joinList } from '../model/format';
import { bossFacts, itemDropChance } from './facts';
import type { Boss } from '../schemas/boss';
import type { GearItem } from '../schemas/gear';
import type { Npc } from '../schemas/npc';
import type { PagesCopy } from '../schemas/pages';
import type { StatsRecord } from '../schemas/stats-record';
import { RECORD_COLLECTIONS, recordBySlug } from '../model/collections';
import { fillTemplate } from '../model/template';

/** Record → card data: each list decides here what its search matches (spec section 2) and its facet. */

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
      { label: words.location, value: npc.location },
    ],
    searchText: [npc.role, npc.location, ...npc.services.map((s) => s.name), ...npc.tags],
    facets: {},
  };
}

/** Structures and animations: search covers name and description (spec); the tag filter reads their tags. */
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
  const bosses = item.source.bosses.map((slug) => recordBySlug(RECORD_COLLECTIONS.bosses, slug, content)).filter((b) => b !== undefined);
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

/** The picture of the first record with art a wiki page is about, or undefined. */
export function wikiPictureOf(slug: string, content: Content): { src: string; alt: string } | undefined {
  const record = content.index.recordsByWiki.get(slug)?.find((s) => s.record.image)?.record;
  return record?.image ? { src: record.image, alt: record.name } : undefined;
}

/** The pictures above a wiki page: its records with art, less the gear its body already shows (`gearInBody`). */
export function wikiPagePictures(slug: string, content: Content, gearInBody: ReadonlySet<string> = new Set()): { src: string; alt: string }[] {
  const subjects = (content.index.recordsByWiki.get(slug) ?? []).filter((s) => s.record.image);
  const first = subjects[0]?.collection;
  return subjects
    .filter((s) => s.collection === first && !(s.collection === RECORD_COLLECTIONS.gear.key && gearInBody.has(s.record.slug)))
    .map(({ record }) => ({ src: record.image!, alt: record.name }));
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

/** A wiki index row: what its card shows (its picture's path where it has one, no stats), its tags (also its search texts and its facet: see taggedListRow), its section and its changed mark. */
export type WikiRow = TaggedRow & { section: string; image?: string; mark?: ChangedMarkData };

export const wikiRow = ({ id, title, description, href, tags, section, image }: WikiListItem): WikiRow => ({ id, title, description, href, tags: [...tags], section, ...(image && { image }) });

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
