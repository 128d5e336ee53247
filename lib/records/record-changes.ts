/** A record change in the site's words ("HP 2,000 → 2,400"), from the facts the record page shows (./facts.ts). */
import type { Content, JsonContent, RecordCollection, RecordFileKey } from '../model/collections';
import { recordBySlug } from '../model/collections';
import type { RecordChange } from '../history/record-diff';
import { formatGraded } from '../model/format';
import { recordAt } from '../model/lookup';
import { fillTemplate } from '../model/template';
import type { CollectionRecord } from '../model/types';
import type { Boss } from '../schemas/boss';
import type { GearItem } from '../schemas/gear';
import type { Npc } from '../schemas/npc';
import type { PagesCopy } from '../schemas/pages';
import type { StatsRecord } from '../schemas/stats-record';
import { abilityLabel, bossFieldRows, bossNumbers, npcFieldRows } from './facts';
import { DETAIL_KINDS } from './kinds';

type ChangeWords = PagesCopy['changes'];

/** One fact a record page shows: a value, a list of items, or a text too long to quote (`edited`). */
interface ChangeFact {
  label: string;
  value: string | readonly string[];
  /** Only say that it changed: descriptions, notes, pictures. */
  edited?: boolean;
}

type FactsOf<R> = (record: R, content: Content) => ChangeFact[];

const json = (value: unknown) => JSON.stringify(value ?? null);

/** The facts every record has: name, description, tags, picture. */
function commonFacts(record: CollectionRecord, words: ChangeWords): ChangeFact[] {
  const f = words.fields;
  return [
    { label: f.name, value: record.name },
    { label: f.description, value: record.description, edited: true },
    { label: f.tags, value: record.tags },
    { label: f.picture, value: record.image ?? '', edited: true },
  ];
}

const statFacts = (stats: readonly { label: string; value: string }[]): ChangeFact[] => stats.map((s) => ({ label: s.label, value: s.value }));
const wikiTitles = (slugs: readonly string[], content: Content) => slugs.map((slug) => content.index.wikiPages.get(slug)?.frontmatter.title ?? slug);

const bossFacts: FactsOf<Boss> = (boss, content) => {
  const words = content.site.labels.facts;
  const f = content.pages.changes.fields;
  return [
    ...bossFieldRows(bossNumbers(boss, words), words).map((row) => ({ label: row.label, value: row.value })),
    ...statFacts(boss.stats),
    ...(boss.subordinates ? [{ label: words.subordinates, value: boss.subordinates, edited: true }] : []),
    { label: f.abilities, value: boss.abilities.map((a) => a.name) },
    { label: f.abilities, value: json(boss.abilities), edited: true },
    { label: f.drops, value: boss.drops.map((slug) => recordAt(content, 'gear', slug)?.name ?? slug) },
    { label: f.wiki, value: wikiTitles([boss.wiki], content) },
    { label: f.notes, value: json(boss.notes), edited: true },
  ];
};

const npcFacts: FactsOf<Npc> = (npc, content) => {
  const words = content.site.labels.facts;
  return [
    ...npcFieldRows(npc, words).map((row) => ({ label: row.label, value: row.value })),
    { label: words.services, value: npc.services.map((service) => service.name) },
    { label: words.services, value: json(npc.services), edited: true },
    ...statFacts(npc.stats),
    { label: content.pages.changes.fields.wiki, value: wikiTitles([npc.wiki], content) },
  ];
};

const gearFacts: FactsOf<GearItem> = (item, content) => {
  const words = content.site.labels.facts;
  const page = content.site.labels.recordPage;
  const f = content.pages.changes.fields;
  const bosses = item.source.kind === 'boss' ? item.source.bosses.map((slug) => recordAt(content, 'bosses', slug)?.name ?? slug) : [];
  return [
    { label: f.type, value: item.kind === 'weapon' ? page.weapon : page.armor },
    { label: words.grades, value: item.grades },
    { label: f.infusion, value: item.infusion },
    { label: f.infusion, value: item.infusionNote ?? '', edited: true },
    ...(item.weapon ? [{ label: words.attack, value: formatGraded(item.weapon.attackDamage, item.grades) }, { label: page.weapon, value: json({ ...item.weapon, attackDamage: undefined }), edited: true }] : []),
    ...(item.armorPieces ?? []).map((piece) => ({ label: `${piece.name} · ${words.armor}`, value: formatGraded(piece.armor, item.grades) })),
    { label: words.pieces, value: (item.armorPieces ?? []).map((p) => p.name) },
    { label: page.armor, value: json(item.armorPieces?.map((p) => ({ ...p, name: undefined, armor: undefined }))), edited: true },
    { label: f.abilities, value: item.abilities.map((a) => abilityLabel(a, words)) },
    { label: f.abilities, value: json(item.abilities), edited: true },
    { label: f.droppedBy, value: bosses },
    { label: f.wiki, value: wikiTitles([item.wiki], content) },
    { label: f.notes, value: json(item.notes), edited: true },
  ];
};

const statsRecordFacts: FactsOf<StatsRecord> = (record, content) => [...statFacts(record.stats), { label: content.pages.changes.fields.wiki, value: wikiTitles(record.wiki, content) }];

/** The facts of each record file's records beyond the common ones (a new record file adds its entry here). */
const FACTS: { [K in RecordFileKey]: FactsOf<JsonContent[K][number]> } = {
  bosses: bossFacts,
  npcs: npcFacts,
  gear: gearFacts,
  structures: statsRecordFacts,
  animations: statsRecordFacts,
};

function factsOf(key: string, record: CollectionRecord, content: Content): ChangeFact[] {
  // The record came from the collection `key` names, so it is that file's record type.
  const own = FACTS[key as RecordFileKey] as FactsOf<CollectionRecord> | undefined;
  return [...commonFacts(record, content.pages.changes), ...(own ? own(record, content) : [])];
}

const quoted = (items: readonly string[], words: ChangeWords) => items.map((item) => fillTemplate(words.listItem, { item })).join(', ');

/** The lines a changed record's facts give: one per fact that differs, in the order the page shows them. */
function factLines(before: ChangeFact[], after: ChangeFact[], words: ChangeWords): string[] {
  const lines: string[] = [];
  const key = (fact: ChangeFact) => `${fact.edited ? 'edited:' : ''}${fact.label}`;
  const old = new Map(before.map((fact) => [key(fact), fact]));
  const seen = new Set<string>();
  const say = (line: string) => {
    if (!lines.includes(line)) lines.push(line);
  };
  for (const fact of after) {
    seen.add(key(fact));
    const was = old.get(key(fact));
    const field = fact.label;
    if (was && json(was.value) === json(fact.value)) continue;
    if (fact.edited) {
      // A long value changed: said once per label, and only when no other line already names the field.
      if (!lines.some((l) => l.startsWith(field))) say(fillTemplate(words.fieldEdited, { field }));
    } else if (Array.isArray(fact.value)) {
      const now = fact.value as readonly string[];
      const then = was && Array.isArray(was.value) ? (was.value as readonly string[]) : [];
      const added = now.filter((item) => !then.includes(item));
      const removed = then.filter((item) => !now.includes(item));
      if (added.length) say(fillTemplate(words.listAdded, { field, items: quoted(added, words) }));
      if (removed.length) say(fillTemplate(words.listRemoved, { field, items: quoted(removed, words) }));
      if (!added.length && !removed.length) say(fillTemplate(words.fieldEdited, { field }));
    } else if (was && typeof was.value === 'string' && was.value !== '') {
      say(fact.value === '' ? fillTemplate(words.fieldUnset, { field }) : fillTemplate(words.fieldChanged, { field, before: was.value, after: fact.value as string }));
    } else if (fact.value !== '') say(fillTemplate(words.fieldSet, { field, after: fact.value as string }));
  }
  for (const [k, fact] of old) {
    if (seen.has(k)) continue;
    if (Array.isArray(fact.value)) {
      if (fact.value.length) say(fillTemplate(words.listRemoved, { field: fact.label, items: quoted(fact.value, words) }));
    } else if (fact.value !== '') say(fillTemplate(words.fieldUnset, { field: fact.label }));
  }
  return lines;
}

/** What a reader sees of one record change: "added", "removed", its changed facts, or "changed" alone. */
export function recordChangeLines(collection: RecordCollection, change: RecordChange, content: Content): string[] {
  const words = content.pages.changes;
  if (change.status === 'added') return [words.added];
  if (change.status === 'removed') return [words.removed];
  if (!change.valid || !change.before || !change.after) return [words.changed];
  const lines = factLines(factsOf(collection.key, change.before, content), factsOf(collection.key, change.after, content), words);
  return lines.length ? lines : [fillTemplate(words.fieldEdited, { field: words.fields.other })];
}

/** Where a record is read today: its record page, else the wiki page about it; undefined when it is gone. */
export function recordHref(collection: RecordCollection, slug: string, content: Content): string | undefined {
  const record = recordBySlug(collection, slug, content);
  if (!record) return undefined;
  const kind = DETAIL_KINDS.find((k) => k.collection === collection && (!k.includes || k.includes(record)));
  if (kind) return `/${kind.id}/${slug}`;
  const wiki = collection.wikiSlugs(record).find((s) => content.index.wikiPages.has(s));
  return wiki ? `/wiki/${wiki}` : undefined;
}
