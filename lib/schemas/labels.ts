import { z } from 'zod';
import { textSchema } from './common';
import { pluralTemplate, template } from './template';

/** A group of words: every field required and non-empty, no unknown field. */
const words = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
/** A group of plain labels, each required and non-empty. */
const labels = <K extends string>(...keys: K[]) => words(Object.fromEntries(keys.map((k) => [k, textSchema])) as Record<K, typeof textSchema>);

/** content/site.json `labels`: the words of the site's chrome and shared components; template placeholders required. */
export const siteLabelsSchema = words({
  header: words({
    /** Accessible name of the logo link; {name} is the logo's two parts. */
    homeLink: template('name'),
    ...labels('mainNav', 'explore', 'official', 'pagesGroup', 'menu', 'close', 'mobileNav').shape,
  }),
  theme: labels('name', 'on', 'off', 'toDark', 'toLight'),
  /** The header's search button and the search dialog. */
  search: words({
    /** The button, its tooltip (with the shortcuts) and the alert when the dialog's code cannot be fetched. */
    ...labels('button', 'buttonTitle', 'loadFailed').shape,
    /** The dialog: its heading (also the input's name), placeholder, close button ("Close" + hidden "search" + key), results list. */
    ...labels('title', 'placeholder', 'close', 'closeTarget', 'closeKey', 'results', 'didYouMean').shape,
    /** The status line: loading, index missing (404, a dev server), index failed, empty query, waiting for an answer. */
    ...labels('loading', 'indexMissing', 'indexFailed', 'hint', 'searching').shape,
    noResults: template('query'),
    resultCount: pluralTemplate('count'),
    filterWikiIndex: template('query'),
  }),
  /** The kind shown beside a search result that is a wiki page or a guide section (records show their kind's name). */
  searchKinds: labels('wikiPage', 'guide'),
  /** List pages and the wiki index: cards, counts and the facet's fallback words. */
  lists: words({
    /** A facet's name and its "all" chip where the page's copy names neither. */
    ...labels('facet', 'all').shape,
    /** The button after a card's first tags. */
    moreTags: template('count'),
    /** The live line while filtering: {results} is `results`, {filters} is `filters`. */
    found: template('results'),
    foundWithFilters: template('results', 'filters'),
    results: pluralTemplate('count'),
    filters: pluralTemplate('count'),
    /** The size of a list while nothing filters it, and of a wiki index section. */
    entries: pluralTemplate('count'),
    sectionItems: pluralTemplate('count'),
  }),
  footer: words({ copyright: template('year', 'team') }),
  links: words({
    ...labels('newTab', 'breadcrumb', 'tags', 'copyLink', 'copied').shape,
    headingAnchor: template('heading'),
    copyThisLink: template('url'),
  }),
  /** The focusable box around a wiki page's Markdown table, which scrolls sideways on a phone. */
  tables: labels('scrollsSideways'),
  /** One-line notes where controls that need JavaScript are hidden. */
  withoutScripts: labels('listFilters', 'tableFilters', 'calculator'),
  /** Accessible name of an infobox. */
  infobox: template('title'),
  callout: labels('tip', 'warning', 'note'),
  /** Tables and boxes that show records, on wiki pages, tools and record pages. */
  records: words({
    notesOnSources: textSchema,
    bossInfobox: labels('drops', 'plan'),
    gearStats: words({
      ...labels('grades', 'infusion', 'attackSpeed', 'critChance', 'critMultiplier', 'range', 'sweepingChance', 'source', 'stat', 'piece').shape,
      ...labels('attackDamage', 'armor', 'toughness', 'knockbackResistance', 'abilities', 'compare', 'notKnown').shape,
      label: template('item'),
      floor: template('floor'),
      attackCaption: template('item'),
      armorCaption: template('item'),
      notesLabel: template('item'),
      seeNote: template('number'),
    }),
    coinExchanges: labels('label', 'caption', 'give', 'get'),
    limiter: labels('label', 'caption', 'share', 'cutoff', 'effect'),
    restaurant: labels('menuLabel', 'comingSoonLabel', 'buffsLabel', 'item', 'price', 'effect'),
    /** The table of every boss a record page builds from content/bosses.json (components/detail/BossArenaTable.tsx). */
    bossArena: labels('label', 'caption', 'floor', 'boss', 'ep', 'hp', 'firstKill', 'drops', 'dropChance'),
    /** The gear shop's stock with each item's best figure ({npc}: the shop NPC's name). */
    gearShop: words({
      label: template('npc'),
      caption: template('npc'),
      ...labels('item', 'best').shape,
      bestAttack: template('value', 'grade'),
      bestArmor: template('value', 'piece', 'grade'),
    }),
    /** The NPCs a structure's page lists (their `place`), and a list of named gear abilities. */
    npcsHere: labels('label'),
    gearAbilities: words({ label: textSchema, line: template('ability', 'item', 'description') }),
    shrineChallenges: words({
      /** `notStated` fills a cell whose value is not known (a dash); `notStatedNote`, once under the table, says what it means. */
      ...labels('label', 'caption', 'challenge', 'tiers', 'timeLimit', 'attempts', 'tier', 'shrineHp', 'notStated', 'notStatedNote').shape,
      spawnChance: template('percent'),
      byTier: template('challenge'),
      /** A time limit ("3 minutes", `notStated`), per tier where they differ ({time} at {tiers}). */
      minutes: pluralTemplate('count'),
      timeAtTiers: template('time', 'tiers'),
      /** Attempts and locks, joined by "; " ({hours} is `hours`); `notStated` when the challenge states neither. */
      attemptsPerDay: pluralTemplate('count'),
      hours: pluralTemplate('count'),
      lockAfterFailure: template('hours'),
      lockAfterEnd: template('hours'),
    }),
    shrineMilestones: words({
      ...labels('label', 'caption', 'completed', 'bonus').shape,
      /** A milestone's bonuses ({percent} reads "+5%"). */
      guaranteedUncommon: textSchema,
      uncommonLoot: template('percent'),
      rareLoot: template('percent'),
      chests: pluralTemplate('count'),
      eliteSpawn: template('percent'),
      lootExplosion: template('percent'),
    }),
  }),
  /** The words of a record's facts: infobox rows, card stats, drop chance, a gear item's source. */
  facts: words({
    ...labels('floor', 'ep', 'hp', 'armor', 'attack', 'firstKill', 'dropChance', 'subordinates').shape,
    ...labels('role', 'location', 'services', 'grades', 'source', 'pieces').shape,
    /** A facet chip and a filter option: "Floor 10". */
    floorNumber: template('floor'),
    goldCoins: pluralTemplate('count'),
    /** Said of a boss, once per page ("Each drop has its own {percent} chance on every kill."), and of one item ("{percent} per kill"). */
    dropChanceRule: template('percent'),
    itemDropChance: template('percent'),
    /** A boss drop's source: floors, boss names and chances, each a list. */
    dropSource: template('floors', 'bosses', 'chances'),
    /** A gear ability with when it applies ({when}: `abilityGrade`, `abilityFullSet`, joined by ", "). */
    abilityWhen: template('ability', 'when'),
    abilityGrade: template('grade'),
    abilityFullSet: textSchema,
  }),
  /** Units of the numbers wiki prose states with <Value of="…" /> (lib/game/values.ts), for one and several. */
  gameValues: words({
    vouchers: pluralTemplate('count'),
    tradesPerDay: pluralTemplate('count'),
    hours: pluralTemplate('count'),
    times: pluralTemplate('count'),
    levels: pluralTemplate('count'),
  }),
  /** The record pages of every kind. */
  recordPage: words({
    ...labels('related', 'readMore', 'abilities', 'rewards', 'wikiGuide', 'wikiPage', 'drop', 'type', 'weapon', 'armor', 'dropChance').shape,
    ...labels('statsByGrade', 'role', 'location', 'services').shape,
    /** The boss page's rewards sentence; the drop odds follow it once (`facts.dropChanceRule`). */
    firstKill: template('reward'),
    floorBoss: template('floor'),
    allOfKind: template('kind'),
  }),
});
export type SiteLabels = z.infer<typeof siteLabelsSchema>;
