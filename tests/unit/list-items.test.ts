import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { distinctFacetValues, filterItems, type ListItem } from '@/lib/records/filter';
import { formatEp } from '@/lib/model/format';
import { DETAIL_KINDS, kindById, type RecordKind } from '@/lib/records/kinds';
import { dropSourceText } from '@/lib/records/list-items';
import { GRADES } from '@/lib/schemas/gear';
import { RECORD_COLLECTIONS, recordBySlug } from '@/lib/model/collections';

// Every expectation is derived from content/: an editor adding a record must not break these tests.
const content = getContent();
/** Card stat labels (content/site.json `labels.facts`). */
const factWords = content.site.labels.facts;
const itemsOf = (kind: RecordKind) => kind.records(content).map((r) => kind.listItem(r, content));
const titles = (items: ListItem[], query: string, facet?: string, selected: string[] = []) =>
  filterItems(items, { query, selected }, facet).map((i) => i.title);

describe('every kind', () => {
  it.each(DETAIL_KINDS.map((k) => [k.id, k] as const))('%s: one card per record, linking to its record page', (_, kind) => {
    const items = itemsOf(kind);
    expect(items.map((i) => i.id)).toEqual(kind.records(content).map((r) => r.slug));
    for (const item of items) expect(item.href).toBe(`/${kind.id}/${item.id}`);
  });
  it.each(DETAIL_KINDS.map((k) => [k.id, k] as const))('%s: finds every record by its name, in any case', (_, kind) => {
    const items = itemsOf(kind);
    for (const record of kind.records(content)) expect(titles(items, record.name.toUpperCase())).toContain(record.name);
  });
});

describe('bosses list', () => {
  const kind = kindById('bosses')!;
  const items = itemsOf(kind);
  it('derives the floor buttons from the data, in numeric order', () => {
    const floors = [...new Set(content.bosses.map((b) => b.floor))].sort((a, b) => a - b).map(String);
    expect(distinctFacetValues(items, 'floor', (a, b) => Number(a) - Number(b))).toEqual(floors);
  });
  it('matches tags, ability names and rewards, as its search box promises', () => {
    for (const boss of content.bosses) {
      for (const tag of boss.tags) expect(titles(items, tag)).toContain(boss.name);
      for (const ability of boss.abilities) expect(titles(items, ability.name)).toContain(boss.name);
      for (const drop of boss.drops) expect(titles(items, recordBySlug(RECORD_COLLECTIONS.gear, drop, content)!.name)).toContain(boss.name);
    }
  });
  it('filters by one floor', () => {
    for (const floor of new Set(content.bosses.map((b) => b.floor))) {
      expect(titles(items, '', 'floor', [String(floor)])).toEqual(content.bosses.filter((b) => b.floor === floor).map((b) => b.name));
    }
  });
  it('passes Floor and EP as the first two stats', () => {
    content.bosses.forEach((boss, i) => {
      expect(items[i]!.stats.slice(0, 2)).toEqual([
        { label: factWords.floor, value: String(boss.floor) },
        { label: factWords.ep, value: formatEp(boss.ep) },
      ]);
    });
  });
});

describe('NPC list', () => {
  const items = itemsOf(kindById('npcs')!);
  it('matches role, services and tags', () => {
    for (const npc of content.npcs) {
      expect(titles(items, npc.role)).toContain(npc.name);
      for (const service of npc.services) expect(titles(items, service.name)).toContain(npc.name);
      for (const tag of npc.tags) expect(titles(items, tag)).toContain(npc.name);
    }
  });
});

describe('structures and animations lists', () => {
  it.each(['structures', 'animations'])('%s search name and description only, and filter by one tag', (id) => {
    const kind = kindById(id)!;
    const items = itemsOf(kind);
    const records = kind.records(content);
    for (const record of records) {
      for (const tag of record.tags) {
        expect(titles(items, '', 'tag', [tag])).toEqual(records.filter((r) => r.tags.includes(tag)).map((r) => r.name));
        // A tag that appears in no name or description finds nothing through the search box.
        const inText = records.some((r) => `${r.name} ${r.description}`.toLowerCase().includes(tag.toLowerCase()));
        if (!inText) expect(titles(items, tag)).toEqual([]);
      }
    }
  });
});

describe('boss drops list', () => {
  const kind = kindById('boss-drops')!;
  const items = itemsOf(kind);
  const drops = content.gear.filter((g) => g.source.kind === 'boss');
  it('lists every boss-drop item (never the empty state)', () => {
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).toEqual(drops.map((g) => g.slug));
  });
  it('filters by grade', () => {
    for (const grade of GRADES) expect(titles(items, '', 'grade', [grade])).toEqual(drops.filter((g) => g.grades.includes(grade)).map((g) => g.name));
  });
  it('shows grades and source as the first stats', () => {
    drops.forEach((item, i) => {
      expect(items[i]!.stats.slice(0, 2)).toEqual([
        { label: factWords.grades, value: item.grades.join(', ') },
        { label: factWords.source, value: dropSourceText(item, content) },
      ]);
    });
  });
  it('names the floor and boss of each drop', () => {
    for (const item of drops) {
      if (item.source.kind !== 'boss') continue;
      for (const slug of item.source.bosses) {
        const boss = recordBySlug(RECORD_COLLECTIONS.bosses, slug, content)!;
        expect(dropSourceText(item, content)).toContain(boss.name);
        expect(dropSourceText(item, content)).toContain(String(boss.floor));
      }
    }
  });
});
