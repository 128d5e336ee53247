import { describe, expect, it } from 'vitest';
import { checkLabelRows } from '@/lib/content/label-rows';

const problemsOf = (record: unknown, fieldLabels: string[] = []) => {
  const problems: string[] = [];
  checkLabelRows('content/npcs.json', '"x"', record, fieldLabels, (file, rec, field, message) => problems.push(`${file} › ${rec} › ${field}: ${message}`));
  return problems;
};

describe('an infobox label is stated once', () => {
  it('rejects a stats row repeating a label the record’s fields already show, naming file, record and field', () => {
    expect(problemsOf({ stats: [{ label: 'Location', value: 'Floor 95' }] }, ['Role', 'Location'])).toEqual([
      'content/npcs.json › "x" › stats[0].label: label "Location" is stated twice (also a field of the record); each infobox label once',
    ]);
  });
  it('rejects two rows with one label in any label/value list, ignoring case and spaces', () => {
    expect(problemsOf({ nested: { rows: [{ label: 'HP', value: '1' }, { label: ' hp ', value: '2' }] } })).toEqual([
      'content/npcs.json › "x" › nested.rows[1].label: label " hp " is stated twice (also nested.rows[0]); each infobox label once',
    ]);
  });
  it('accepts distinct labels', () => {
    expect(problemsOf({ stats: [{ label: 'A', value: '1' }, { label: 'B', value: '2' }] }, ['C'])).toEqual([]);
  });
});
