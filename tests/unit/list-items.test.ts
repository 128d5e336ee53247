import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { distinctFacetValues, filterItems } from '@/lib/filter';
import { animationListItem, bossDropListItem, bossListItem, npcListItem, structureListItem } from '@/lib/list-items';
import { isBossDrop } from '@/lib/content';

const content = getContent();
const search = <T extends { searchText: string[]; facets: Record<string, string[]>; title: string }>(items: T[], query: string, facet?: string, selected: string[] = []) =>
  filterItems(items, { query, selected }, facet).map((i) => i.title);

describe('bosses list rules', () => {
  const items = content.bosses.map(bossListItem);
  it('derives the floor buttons from the data, numerically', () => {
    expect(distinctFacetValues(items, 'floor', (a, b) => Number(a) - Number(b))).toEqual(['10', '20', '30', '40', '50']);
  });
  it('matches name, description and tags, case-insensitively', () => {
    expect(search(items, 'gozul')).toEqual(['Gozul']);
    expect(search(items, 'WEB SPECIALIST')).toEqual(['Black Spider']);
  });
  it('does not match ability names (only name, description, tags)', () => {
    const ability = content.bosses.find((b) => b.slug === 'mezul')!.abilities.find((a) => a.name === 'Backspin Strike')!;
    expect(search(items, ability.name)).toEqual([]);
  });
  it('filters by one floor', () => {
    expect(search(items, '', 'floor', ['50'])).toEqual(['Mezul', 'Gozul']);
  });
  it('passes Floor and EP as the first two stats', () => {
    expect(items[0]!.stats.slice(0, 2)).toEqual([
      { label: 'Floor', value: '10' },
      { label: 'EP', value: '70,000–80,000' },
    ]);
  });
});

describe('NPC list rules', () => {
  const items = content.npcs.map(npcListItem);
  it('matches role, services and tags', () => {
    expect(search(items, 'salvage specialist')).toEqual(['Koby']);
    expect(search(items, 'revival bracelets')).toEqual(['Dryad']);
    expect(search(items, 'blueprints')).toEqual(['Kaijin']);
  });
});

describe('structures and animations list rules', () => {
  it('structures search name and description only, not tags', () => {
    const items = content.structures.map(structureListItem);
    expect(search(items, 'navigation')).toEqual([]);
    expect(search(items, '', 'tag', ['Navigation'])).toEqual(['Trap Corridors']);
    expect(distinctFacetValues(items, 'tag')[0]).toBe('Entrance');
  });
  it('animations filter by one tag with six records', () => {
    const items = content.animations.map(animationListItem);
    expect(items).toHaveLength(6);
    expect(search(items, '', 'tag', ['Teleport'])).toEqual(['Movement Abilities']);
    expect(search(items, 'SKY')).toEqual(['Sky Walk Animation']);
  });
});

describe('boss drops list rules', () => {
  const items = content.gear.filter(isBossDrop).map((g) => bossDropListItem(g, content));
  it('lists every boss-drop item (never the empty state)', () => {
    expect(items.map((i) => i.id)).toEqual(['spider-dagger', 'centipede-dagger', 'ogre-axe', 'ogre-armor', 'serpent-armor', 'minos-armor', 'minos-trident', 'minos-bardiche']);
  });
  it('filters by grade', () => {
    expect(search(items, '', 'grade', ['God'])).toEqual(['Ogre Axe', 'Serpent Armor', 'Minos Armor', 'Minos Trident', 'Minos Bardiche']);
  });
  it('shows grades and source as the first stats', () => {
    expect(items[0]!.stats.slice(0, 2)).toEqual([
      { label: 'Grades', value: 'Special, Rare, Unique, Legend' },
      { label: 'Source', value: 'Floor 10 · Black Spider' },
    ]);
  });
});
