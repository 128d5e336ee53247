import type { Stat } from './schemas/common';
import type { Npc } from './schemas/npc';

/*
 * Infobox labels a record's own fields give. The collections' duplicate-label check and the display facts
 * (lib/record-facts.ts) both read them, so they sit below both.
 */

/** Labels of the rows a boss's fields give, for the duplicate-label check (stats rows must not repeat them). */
export const BOSS_FIELD_LABELS = ['Floor', 'EP', 'HP', 'Armor', 'Attack', 'First kill', 'Drop chance, each drop', 'Subordinates'] as const;

/** An NPC's rows from its fields; its `stats` rows follow. */
export function npcFieldRows(npc: Npc): Stat[] {
  return [
    { label: 'Role', value: npc.role },
    { label: 'Location', value: npc.location },
  ];
}
