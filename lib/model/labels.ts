import type { Stat } from '../schemas/common';
import type { SiteLabels } from '../schemas/labels';
import type { Npc } from '../schemas/npc';

/** Infobox labels a record's own fields give; below both the collections' check and lib/records/facts.ts. */

/** The words of a record's facts (content/site.json `labels.facts`). */
export type FactWords = SiteLabels['facts'];

/** Labels of the rows a boss's fields give, for the duplicate-label check (stats rows must not repeat them). */
export function bossFieldLabels(words: FactWords): string[] {
  return [words.floor, words.ep, words.hp, words.armor, words.attack, words.firstKill, words.dropChance, words.subordinates];
}

/** An NPC's rows from its fields; its `stats` rows follow. */
export function npcFieldRows(npc: Npc, words: FactWords): Stat[] {
  return [
    { label: words.role, value: npc.role },
    { label: words.location, value: npc.location },
  ];
}
