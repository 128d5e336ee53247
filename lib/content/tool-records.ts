import { gameValues } from '../game/values';
import { INFUSIONS } from '../schemas/gear';
import type { ContentProblem } from './errors';
import type { Content } from '../model/collections';
import { RECORD_COLLECTIONS, recordBySlug } from '../model/collections';

/** Names MDX components may use for the tool records (see lib/mdx/component-names.ts). */
export function toolRecordRefs(c: Content) {
  return {
    values: new Set(Object.keys(gameValues(c))),
    shrineChallenges: new Set(c.shrines.challenges.map((ch) => ch.id)),
    infusions: new Set<string>(INFUSIONS),
  };
}

/** Cross-checks content/economy.json, shrines.json and limiter.json against the wiki pages and bosses. */
export function checkToolRecords(c: Content, file: (name: string) => string, problems: ContentProblem[]) {
  const wikiRef = (name: string, record: string, field: string, slug: string) => {
    if (!c.routes.wiki.has(slug)) problems.push({ file: file(name), record, field, message: `refers to wiki page "${slug}", which does not exist` });
  };
  wikiRef('economy.json', 'coins', 'exchangeWiki', c.economy.coins.exchangeWiki);
  wikiRef('economy.json', 'entryFee', 'wiki', c.economy.entryFee.wiki);
  wikiRef('economy.json', 'blueprint', 'wiki', c.economy.blueprint.wiki);
  wikiRef('economy.json', 'restaurant', 'wiki', c.economy.restaurant.wiki);
  wikiRef('shrines.json', 'shrines', 'wiki', c.shrines.wiki);
  c.limiter.bosses.forEach((slug, i) => {
    const boss = recordBySlug(RECORD_COLLECTIONS.bosses, slug, c);
    const field = `bosses[${i}]`;
    if (!boss) problems.push({ file: file('limiter.json'), record: 'limiter', field, message: `refers to boss "${slug}", which does not exist` });
    // The boss planner compares your EP with one number; a range would make the Limiter row ambiguous.
    else if (boss.ep.max !== undefined && boss.ep.max !== boss.ep.min) {
      problems.push({ file: file('limiter.json'), record: 'limiter', field, message: `boss "${slug}" has an EP range; a Limiter boss needs a single EP value` });
    }
  });
}
