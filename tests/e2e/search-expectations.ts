import fs from 'node:fs';
import path from 'node:path';
import { content, kinds } from './content';

/** A name without its diacritics, the way a reader types it. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

const wikiPageMentioning = (needle: string) => {
  const page = content.wikiPages.find((p) => fs.readFileSync(path.resolve(p.file), 'utf8').includes(needle));
  if (!page) throw new Error(`no wiki page mentions ${needle}`);
  return `/wiki/${page.slug}/`;
};

const recordPage = (kindId: string, matches: (name: string) => boolean) => {
  const kind = kinds.find((k) => k.id === kindId)!;
  const record = kind.records(content).find((r) => matches(r.name));
  if (!record) throw new Error(`no ${kindId} record matches`);
  return `/${kind.id}/${record.slug}/`;
};

/** The gear record with an ability of that name, and the wiki page that covers it. */
const gearWithAbility = (ability: string) => {
  const item = content.gear.find((g) => g.abilities.some((a) => a.name.includes(ability)));
  if (!item) throw new Error(`no gear has the ability ${ability}`);
  return item;
};

const accented = content.wikiPages.find((p) => plain(p.frontmatter.title) !== p.frontmatter.title)!;
const serpent = content.bosses.find((b) => /serpent/i.test(b.name))!;
const bardiche = content.gear.find((g) => /bardiche$/i.test(g.name))!;

/**
 * Queries a reader types and the page that must be among the first three results, taken from content/:
 * a title typed without its diacritics, a word with one letter wrong, a prefix, a config key, a command
 * and an ability name that only an article mentions.
 */
export const SEARCH_CASES: { label: string; query: string; page: string }[] = [
  { label: 'no diacritics', query: plain(accented.frontmatter.title), page: `/wiki/${accented.slug}/` },
  { label: 'one-letter typo', query: serpent.name.toLowerCase().replace('serpent', 'serpant'), page: recordPage('bosses', (n) => n === serpent.name) },
  { label: 'prefix', query: bardiche.name.split(' ').at(-1)!.slice(0, -1).toLowerCase(), page: `/boss-drops/${bardiche.slug}/` },
  { label: 'config key', query: 'maxPlayersInDungeon', page: wikiPageMentioning('`maxPlayersInDungeon`') },
  { label: 'server property', query: 'max-tick-time', page: wikiPageMentioning('max-tick-time=') },
  { label: 'ability in an article', query: 'Guillotine', page: `/wiki/${gearWithAbility('Guillotine').wiki}/` },
  { label: 'ability name', query: 'Ultra Spear', page: `/boss-drops/${gearWithAbility('Ultra Spear').slug}/` },
];
