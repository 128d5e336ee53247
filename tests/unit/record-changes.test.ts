import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { diffRecordFile } from '@/lib/history/record-diff';
import { RECORD_COLLECTIONS, type RecordCollection } from '@/lib/model/collections';
import { formatNumber } from '@/lib/model/format';
import { fillTemplate } from '@/lib/model/template';
import { recordChangeLines } from '@/lib/records/record-changes';

/* Record changes in the site's words and formats, from two versions of a record file as JSON text. */

const content = loadContent();
const words = content.pages.changes;
const facts = content.site.labels.facts;

/** The lines each changed record gets when `edit` turns today's file into the next version. */
function linesAfter<R>(key: keyof typeof RECORD_COLLECTIONS, edit: (records: R[]) => R[] | void) {
  const collection = RECORD_COLLECTIONS[key] as RecordCollection;
  const before = JSON.stringify(content[key]);
  const records = JSON.parse(before) as R[];
  const after = JSON.stringify(edit(records) ?? records);
  return diffRecordFile(collection, before, after)!.map((change) => [change.name, recordChangeLines(collection, change, content)]);
}

describe('record changes as readers see them', () => {
  it('a number, formatted as the infobox prints it', () => {
    const boss = content.bosses[0]!;
    expect(linesAfter<{ hp: number }>('bosses', (bosses) => void (bosses[0]!.hp = boss.hp + 2000))).toEqual([
      [boss.name, [`${facts.hp} ${formatNumber(boss.hp)} → ${formatNumber(boss.hp + 2000)}`]],
    ]);
  });

  it('an item added to a list', () => {
    const npc = content.npcs[0]!;
    expect(linesAfter<{ services: { name: string; text: string }[] }>('npcs', (npcs) => void npcs[0]!.services.push({ name: 'Repairs', text: 'Mends your gear.' }))).toEqual([
      [npc.name, [fillTemplate(words.listAdded, { field: facts.services, items: fillTemplate(words.listItem, { item: 'Repairs' }) })]],
    ]);
  });

  it('a record added and one removed, by slug', () => {
    const [first, second] = content.structures;
    const lines = linesAfter<{ slug: string; name: string }>('structures', (records) => [{ ...records[0]!, slug: 'new-hall', name: 'New Hall' }, ...records.slice(2)]);
    expect(lines).toEqual([
      ['New Hall', [words.added]],
      [first!.name, [words.removed]],
      [second!.name, [words.removed]],
    ]);
  });

  it('a version that fails today\'s schema is only "changed"; a text too long to quote is "changed" by name', () => {
    const boss = content.bosses[0]!;
    expect(linesAfter<{ hp: unknown }>('bosses', (bosses) => void (bosses[0]!.hp = 'lots'))).toEqual([[boss.name, [words.changed]]]);
    expect(linesAfter<{ description: string }>('bosses', (bosses) => void (bosses[0]!.description += ' More.'))).toEqual([
      [boss.name, [fillTemplate(words.fieldEdited, { field: words.fields.description })]],
    ]);
  });
});
