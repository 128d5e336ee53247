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
      /** Column headings by column id (lib/tools/gear-table.ts SortColumn; Grades and Compare are above). */
      columns: words(labels('name', 'attack', 'speed', 'crit', 'crit-multiplier', 'range', 'sweeping', 'armor', 'toughness', 'knockback', 'infusion', 'source')),
    }),
  },
  'tools-boss-planner': {
    planner: words({
      ...labels('inputsTitle', 'boss', 'ep', 'epPlaceholder', 'oddsTitle', 'killsLabel', 'killsCaption', 'chanceHeader', 'killsHeader', 'never', 'noGear'),
      ...labels('epTitle', 'enterEp', 'limiterTitle', 'nearbyMany', 'nearbyOne', 'known', 'unknown'),
      bossOption: template('boss', 'floor'),
      epError: template('digits'),
      readWiki: template('page'),
      dropRule: template('rule'),
      expected: template('kills'),
      compareGear: template('boss'),
      /** {share} is the percentage (or range) of the boss's EP, shown in bold. */
      share: template('share', 'boss', 'ep'),
      limiterIntro: template('boss', 'cutoffs'),
      /** One Limiter cut-off, as the sentences below name it. */
      cutoff: template('percent', 'ep'),
      at: template('cutoff'),
      between: template('below', 'above'),
      belowAll: template('cutoff'),
      aboveAll: template('cutoff'),
      optionsAt: template('percent'),
    }),
  },
  'tools-shrines': {
    shrines: words({
      ...labels('progressTitle', 'completedLabel', 'activeTitle', 'none', 'activeLabel', 'nextTitle', 'nextLabel', 'lastRow', 'tableTitle', 'challengesTitle'),
      completedError: template('max'),
      fromRow: template('row'),
      unlisted: template('completed', 'row'),
      rowBonuses: template('row'),
      nextLine: template('completed', 'more'),
      /** {page} is the link to the shrines wiki page. */
      moreOnPage: template('page'),
    }),
  },
  'tools-coins': {
    coins: words({
      ...labels('convertTitle', 'amount', 'coin', 'inEveryTier', 'valueLabel', 'fewestTitle', 'noCoins', 'costsTitle', 'dungeonPrices', 'menuPrices'),
      ...labels('item', 'price', 'pays', 'comingSoon'),
      amountError: template('digits'),
      amountInEveryTier: template('amount', 'coin'),
      rate: template('rate', 'lower', 'upper'),
      menuTitle: template('chef'),
      /** The dungeon's fixed prices: the entry fee (also payable in vouchers: `orVouchers`) and a blueprint. */
      entryFee: textSchema,
      orVouchers: template('vouchers'),
      blueprint: textSchema,
    }),
  },
};
