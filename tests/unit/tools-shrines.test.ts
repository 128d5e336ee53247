import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { bonusLines, lookupMilestone, milestoneLabel, parseCompleted } from '@/lib/game/shrines';
import { fillTemplate } from '@/lib/model/template';

const { shrines, site } = loadContent();
/** The bonuses' words (content/site.json `labels.records.shrineMilestones`). */
const words = site.labels.records.shrineMilestones;
const rows = shrines.milestones;

describe('lookupMilestone at the edges of every row', () => {
  it('before the first row nothing is active and the first row is next', () => {
    expect(lookupMilestone(rows[0]!.completed - 1, rows)).toEqual({ status: 'none', next: rows[0] });
  });
  it('each row applies at its own count and the next row is the one after it', () => {
    rows.forEach((row, i) => {
      expect(lookupMilestone(row.completed, rows)).toEqual({ row, status: 'listed', next: rows[i + 1] });
    });
  });
  it('one below a row gives the row before it: listed when that row is "N+" or adjacent, else unlisted', () => {
    rows.slice(1).forEach((row, i) => {
      const previous = rows[i]!;
      const found = lookupMilestone(row.completed - 1, rows);
      expect(found.row).toBe(previous);
      expect(found.next).toBe(row);
      const adjacent = previous.completed === row.completed - 1;
      expect(found.status).toBe(adjacent || previous.orMore ? 'listed' : 'unlisted');
    });
  });
  it('the last row covers every count above it and has no next row', () => {
    const last = rows.at(-1)!;
    expect(last.orMore).toBe(true);
    expect(lookupMilestone(last.completed + 1000, rows)).toEqual({ row: last, status: 'listed', next: undefined });
  });
  it.each([
    [0, undefined, 'none'],
    [1, '1', 'listed'],
    [4, '3', 'unlisted'],
    [5, '5', 'listed'],
    [7, '6', 'unlisted'],
    [9, '6', 'unlisted'],
    [10, '10+', 'listed'],
    [19, '10+', 'listed'],
    [20, '20+', 'listed'],
  ])('%s completed → row %s (%s)', (completed, label, status) => {
    const found = lookupMilestone(completed, rows);
    expect(found.row && milestoneLabel(found.row)).toBe(label);
    expect(found.status).toBe(status);
  });
});

describe('bonusLines', () => {
  it('spells out every field of a row', () => {
    expect(bonusLines({ completed: 10, orMore: true, rareLootPercent: 5, chests: 2, eliteSpawnPercent: 50, lootExplosionPercent: 1 }, words)).toEqual([
      fillTemplate(words.rareLoot, { percent: '+5%' }),
      fillTemplate(words.chests.other, { count: 2 }),
      fillTemplate(words.eliteSpawn, { percent: '+50%' }),
      fillTemplate(words.lootExplosion, { percent: '+1%' }),
    ]);
    expect(bonusLines({ completed: 5, orMore: false, uncommonGuaranteed: true, uncommonLootPercent: 10, chests: 1, eliteSpawnPercent: 15 }, words)).toEqual([
      words.guaranteedUncommon,
      fillTemplate(words.uncommonLoot, { percent: '+10%' }),
      fillTemplate(words.chests.one, { count: 1 }),
      fillTemplate(words.eliteSpawn, { percent: '+15%' }),
    ]);
  });
  it('at 10 completed, the record gives the chests and Elite spawn the tool shows', () => {
    const row = lookupMilestone(10, rows).row!;
    expect(bonusLines(row, words)).toEqual(expect.arrayContaining([fillTemplate(row.chests === 1 ? words.chests.one : words.chests.other, { count: row.chests! }), fillTemplate(words.eliteSpawn, { percent: `+${row.eliteSpawnPercent}%` })]));
  });
});

describe('parseCompleted', () => {
  it.each([
    ['0', 0],
    [' 10 ', 10],
    ['9999', 9999],
  ])('%j → %s', (text, value) => expect(parseCompleted(text)).toBe(value));
  it.each(['', '-1', '2.5', 'ten', '10000'])('%j is rejected', (text) => expect(parseCompleted(text)).toBeNull());
});
