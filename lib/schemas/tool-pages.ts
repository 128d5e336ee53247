import { z } from 'zod';
import { textSchema } from './common';
import { template } from './template';

const words = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
const labels = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, textSchema])) as Record<K, typeof textSchema>;

/** The words of each tool page beyond its heading and intro (content/pages.json), every one required. */
export const toolWords = {
  'tools-gear': {
    gear: words({
      ...labels('anyBoss', 'legend', 'doesNotApply', 'unknown', 'search', 'grade', 'highestGrade', 'type', 'allTypes', 'weapons', 'armor', 'source'),
      ...labels('allSources', 'reset', 'compareTitle', 'clearComparison', 'comparisonLabel', 'comparisonCaption', 'stat', 'differs', 'highest'),
      ...labels('atHighest', 'highestFirst', 'lowestFirst', 'zToA', 'aToZ', 'empty', 'clearFilters', 'tableLabel', 'grades', 'compareColumn'),
      /** A boss in the source filter. */
      bossOption: template('boss', 'floor'),
      withoutGrades: template('values'),
      /** After a set's name in the item column. */
      abilities: template('abilities'),
      tickOneMore: template('item'),
      /** Accessible name of an item's compare checkbox. */
      compareItem: template('item'),
      atGrade: template('grade'),
      /** {column} is the sorted column's name in lower case, {order} one of the four orders above. */
      sortedBy: template('column', 'order'),
      /** The live count above the table; {grade} is atGrade or atHighest, {sort} sortedBy or nothing. */
      status: template('shown', 'total', 'grade', 'sort'),
      tableCaption: template('grade'),
    }),
  },
};
