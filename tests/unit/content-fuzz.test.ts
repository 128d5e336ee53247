import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import { readMdxFacts } from '@/lib/content/check-mdx';
import { loadContent } from '@/lib/content/load';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { contentFixture } from './content-fixture';

/*
 * Every content mistake the loader must refuse, in one table: each row breaks one thing in a copy of the
 * real content/, and the loader must throw a ContentError naming the file, the record and field (or the body
 * line) and what was expected. Nothing may load with the mistake silently dropped. Records and pages are
 * picked from the real content, so the rows keep working as content grows.
 */

type Json = Record<string, unknown>;
type Records = Json[];
type Fixture = ReturnType<typeof contentFixture>;

interface Row {
  name: string;
  /** File under content/ that the mistake is made in. */
  file: string;
  /** File the message must name, when not the one edited (a hub that became a stub is wiki-sections.json's problem). */
  reportedIn?: string;
  /** Makes the mistake. */
  mutate: (f: Fixture) => void;
  /** What the message must also say: the record and field, or the body line, and what was expected. */
  expected: (string | RegExp)[];
  /**
   * Where the offending value starts in the reported file after the mistake (a character offset, found in the text
   * by the needles below): the message names it as file:line:column. Every row about a JSON record or a frontmatter
   * field has one.
   */
  at?: (text: string) => number;
  /** What the message must not say (a placeholder is reported once, not again by its schema). */
  absent?: string[];
}

/** The offset of the last needle, each searched after the one before it. */
const find = (text: string, ...needles: string[]) => {
  let offset = -needles[0]!.length;
  let end = 0;
  for (const needle of needles) {
    offset = text.indexOf(needle, end);
    if (offset < 0) throw new Error(`the fixture text has no ${JSON.stringify(needle)} after offset ${end}`);
    end = offset + needle.length;
  }
  return offset;
};
/** The value after the last needle (a `"key": ` or `key: ` prefix), past any white space. */
const value = (text: string, ...needles: string[]) => {
  let offset = find(text, ...needles) + needles.at(-1)!.length;
  while (/\s/.test(text[offset]!)) offset++;
  return offset;
};
/** A JSON record's line `"slug": "…"` (or `"id": …`), as JSON.stringify(…, null, 2) writes it. */
const slugLine = (slug: string, key = 'slug') => `"${key}": "${slug}"`;
/** The opening brace of a JSON record: where a problem about a field it lacks points. */
const recordStart = (text: string, slug: string, key = 'slug') => text.lastIndexOf('{', find(text, slugLine(slug, key)));
/** The first line of a frontmatter block (after "---"): where a missing frontmatter field points. */
const frontmatterStart = () => '---\n'.length;
/** A top-level key of a keyed JSON file. */
const topKey = (key: string) => `\n  "${key}": `;
/** "file:line:column" of an offset, counted here from the text itself. */
const lineColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
};

const content = loadContent();
const facts = readMdxFacts(content.wikiPages, content.guideSections, compileMdxFacts, []);
let fixture: Fixture;
beforeAll(() => {
  fixture = contentFixture();
});
afterAll(() => fixture.cleanup());

const editRecords = (name: string, edit: (records: Records) => void) => (f: Fixture) => f.editJson<Records>(name, edit);
const editAt = (name: string, index: number, edit: (record: Json) => void) => editRecords(name, (records) => edit(records[index]!));
const editFirst = (name: string, edit: (record: Json) => void) => editAt(name, 0, edit);
const editObject = (name: string, edit: (data: Json) => void) => (f: Fixture) => f.editJson<Json>(name, edit);
const editText = (name: string, edit: (text: string) => string) => (f: Fixture) => f.write(name, edit(f.read(name)));
const appendBody = (name: string, text: string) => editText(name, (source) => `${source.trimEnd()}\n\n${text}\n`);
const setFrontmatter = (name: string, key: string, line: string) =>
  editText(name, (source) => {
    const pattern = new RegExp(`^${key}:.*$`, 'm');
    if (!pattern.test(source)) throw new Error(`${name} has no frontmatter key ${key}`);
    return source.replace(pattern, line);
  });
/** Adds a frontmatter line after `Link:` (every wiki page has one). */
const addFrontmatter = (name: string, line: string) => editText(name, (source) => source.replace(/^(Link:.*)$/m, `$1\n${line}`));
const wikiFile = (slug: string) => `wiki/${slug}.mdx`;

// Rows pick their targets from the real content.
const perGrade = (value: unknown) => typeof value === 'object' && value !== null && !('unassigned' in value);
const weaponIndex = content.gear.findIndex((g) => perGrade(g.weapon?.attackDamage));
const armorIndex = content.gear.findIndex((g) => perGrade(g.armorPieces?.[0]?.armor));
const dropIndex = content.gear.findIndex((g) => g.source.kind === 'boss');
const [weapon, armor, drop] = [weaponIndex, armorIndex, dropIndex].map((i) => content.gear[i]!.slug) as [string, string, string];
const boss = content.bosses[0]!;
/** A gear record that does not name the first boss as its source. */
const notBossDrop = content.gear.find((g) => !(g.source.kind === 'boss' && g.source.bosses.includes(boss.slug)))!;
/** A boss that does not list the first boss drop. */
const otherBoss = content.bosses.find((b) => !b.drops.includes(drop))!;
const rangeBoss = content.bosses.find((b) => b.ep.max !== undefined)!;
/** A wiki page with headings and no picture of its own, and a second page. */
const page = content.wikiPages.find((p) => facts.get(p.file)!.headings.length > 0 && !p.frontmatter.image)!;
const WIKI = wikiFile(page.slug);
const OTHER_WIKI = wikiFile(content.wikiPages.find((p) => p !== page)!.slug);
const guide = content.guideSections.find((s) => s.frontmatter.coveredBy.length > 0)!;
const GUIDE = `guide/${guide.fileStem}.mdx`;
/** A section with a hub page, a page the hub lists, and a page of another section. */
const hubSection = content.wikiSections.find((s) => s.hub && content.wikiPages.some((p) => p.frontmatter.section === s.id && p.slug !== s.hub))!;
const hubSectionIndex = content.wikiSections.indexOf(hubSection);
const listedPage = content.wikiPages.find((p) => p.frontmatter.section === hubSection.id && p.slug !== hubSection.hub && !p.frontmatter.stub)!;
const foreignPage = content.wikiPages.find((p) => p.frontmatter.section !== hubSection.id)!;
const sectionPagesUser = content.wikiPages.find((p) => facts.get(p.file)!.components.some((c) => c.name === 'SectionPages'))!;
const shrineTier = Object.keys(content.shrines.challenges[0]!.shrineHp ?? {})[0]!;

const rows: Row[] = [
  // bosses.json
  { name: 'missing required field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => delete b.hp), at: (t) => recordStart(t, boss.slug), expected: [`record "${boss.slug}"`, 'field "hp"', 'required field is missing'] },
  { name: 'number written as text', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.hp = String(b.hp))), at: (t) => value(t, slugLine(boss.slug), '"hp": '), expected: ['field "hp"', 'expected number'] },
  { name: 'floor out of range', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.floor = 0)), at: (t) => value(t, slugLine(boss.slug), '"floor": '), expected: ['field "floor"'] },
  { name: 'negative EP', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.ep as Json).min = -5)), at: (t) => value(t, slugLine(boss.slug), '"ep": ', '"min": '), expected: ['field "ep.min"'] },
  { name: 'unknown tag on a record', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.tags as string[])[0] = 'Bosss')), at: (t) => value(t, slugLine(boss.slug), '"tags": ['), expected: ['field "tags[0]"', 'unknown tag "Bosss"'] },
  { name: 'drop naming no gear record', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.drops as string[]).push('no-such-gear')), at: (t) => find(t, slugLine(boss.slug), '"drops": [', '"no-such-gear"'), expected: [/field "drops\[\d+\]"/, '"no-such-gear"'] },
  {
    name: 'drop whose gear record names another source',
    file: 'bosses.json',
    mutate: editFirst('bosses.json', (b) => (b.drops as string[]).push(notBossDrop.slug)),
    at: (t) => find(t, slugLine(boss.slug), '"drops": [', `"${notBossDrop.slug}"`), expected: [`record "${boss.slug}"`, /field "drops\[\d+\]"/, `gear record "${notBossDrop.slug}" does not name "${boss.slug}" in its source.bosses`],
  },
  { name: 'wiki page that does not exist', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.wiki = 'no-such-page')), at: (t) => value(t, slugLine(boss.slug), '"wiki": '), expected: ['field "wiki"', '"no-such-page"'] },
  { name: 'duplicate slug', file: 'bosses.json', mutate: editRecords('bosses.json', (bs) => (bs[1]!.slug = bs[0]!.slug)), at: (t) => value(t, slugLine(boss.slug), '"slug": '), expected: ['field "slug"', `duplicate slug "${boss.slug}"`] },
  { name: 'image missing from public/', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.image = '/images/bosses/nobody.svg')), at: (t) => value(t, slugLine(boss.slug), '"image": '), expected: ['field "image"', 'image "/images/bosses/nobody.svg" does not exist under public/'] },
  { name: 'image path outside /images/', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.image = `bosses/${b.slug}.svg`)), at: (t) => value(t, slugLine(boss.slug), '"image": '), expected: ['field "image"'] },
  {
    name: 'picture shared by two records',
    file: 'bosses.json',
    mutate: editRecords('bosses.json', (bs) => (bs[0]!.image = bs[1]!.image = '/images/placeholder.svg')),
    at: (t) => value(t, slugLine(content.bosses[1]!.slug), '"image": '), expected: [`record "${content.bosses[1]!.slug}"`, 'field "image"', 'is already the picture of'],
  },
  { name: 'empty ability list', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.abilities = [])), at: (t) => value(t, slugLine(boss.slug), '"abilities": '), expected: ['field "abilities"'] },
  { name: 'misspelled optional field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.imgae = b.image)), at: (t) => value(t, slugLine(boss.slug), '"imgae": '), expected: ['field "imgae"', 'unknown field'] },
  { name: 'misspelled nested field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.abilities as Json[])[0]!.descripton = 'x')), at: (t) => value(t, slugLine(boss.slug), '"descripton": '), expected: ['field "abilities[0].descripton"', 'unknown field'] },
  {
    name: 'placeholder of npm run new left in a record',
    file: 'bosses.json',
    mutate: editFirst('bosses.json', (b) => (b.description = 'TODO: one sentence for cards')),
    at: (t) => value(t, slugLine(boss.slug), '"description": '),
    expected: [`record "${boss.slug}"`, 'field "description"', 'still holds the placeholder "TODO: one sentence for cards"'],
  },
  {
    name: 'placeholder of npm run new in place of a number',
    file: 'bosses.json',
    mutate: editFirst('bosses.json', (b) => (b.hp = 'TODO: a number above 0')),
    at: (t) => value(t, slugLine(boss.slug), '"hp": '),
    expected: [`record "${boss.slug}"`, 'field "hp"', 'still holds the placeholder "TODO: a number above 0"'],
    absent: ['expected number'],
  },
  // npcs.json, structures.json, animations.json
  { name: 'NPC without services', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.services = [])), at: (t) => value(t, slugLine(content.npcs[0]!.slug), '"services": '), expected: [`record "${content.npcs[0]!.slug}"`, 'field "services"'] },
  { name: 'NPC role missing', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => delete n.role), at: (t) => recordStart(t, content.npcs[0]!.slug), expected: ['field "role"'] },
  { name: 'NPC wiki page that does not exist', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.wiki = 'nobody')), at: (t) => value(t, slugLine(content.npcs[0]!.slug), '"wiki": '), expected: ['field "wiki"'] },
  { name: 'JSON syntax error', file: 'npcs.json', mutate: editText('npcs.json', (t) => t.replace('[', '[,')), at: (t) => find(t, '[,') + 1, expected: ['is not valid JSON'] },
  { name: 'NPC placed in a structure that does not exist', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.place = 'no-such-hall')), at: (t) => value(t, slugLine(content.npcs[0]!.slug), '"place": '), expected: [`record "${content.npcs[0]!.slug}"`, 'field "place"', '"no-such-hall"'] },
  {
    name: 'record text naming an unknown value',
    file: 'npcs.json',
    mutate: editFirst('npcs.json', (n) => (n.description = 'He charges {no-such-price}.')),
    at: (t) => value(t, slugLine(content.npcs[0]!.slug), '"description": '),
    expected: [`record "${content.npcs[0]!.slug}"`, 'field "description"', 'unknown value {no-such-price}'],
  },
  {
    name: 'record text linking a page that does not exist',
    file: 'structures.json',
    mutate: editFirst('structures.json', (s) => (s.sections = [{ title: 'More', text: ['See [the map](/wiki/no-such-page).'] }])),
    at: (t) => value(t, slugLine(content.structures[0]!.slug), '"sections": [', '"text": ['),
    expected: [`record "${content.structures[0]!.slug}"`, 'field "sections[0].text[0]"', '"no-such-page"'],
  },
  { name: 'a link in a description (also card text)', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.description = 'See [the map](/wiki/dungeon-map).')), at: (t) => value(t, slugLine(content.structures[0]!.slug), '"description": '), expected: ['field "description"', 'put links in a section'] },
  { name: 'record section with nothing in it', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.sections = [{ title: 'Empty' }])), at: (t) => value(t, slugLine(content.animations[0]!.slug), '"sections": ['), expected: ['field "sections[0]"', 'a section needs text, lines or a view'] },
  {
    name: 'a move the gear record does not have',
    file: 'animations.json',
    mutate: editFirst('animations.json', (a) => (a.sections = [{ title: 'Moves', view: { kind: 'gear-abilities', abilities: [{ item: weapon, ability: 'No Such Move' }] } }])),
    at: (t) => value(t, slugLine(content.animations[0]!.slug), '"sections": [', '"ability": '),
    expected: [`record "${content.animations[0]!.slug}"`, 'field "sections[0].view.abilities[0].ability"', '"No Such Move"'],
  },
  { name: 'structure wiki list naming no page', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.wiki = ['no-such-page'])), at: (t) => value(t, slugLine(content.structures[0]!.slug), '"wiki": ['), expected: [`record "${content.structures[0]!.slug}"`, 'field "wiki[0]"'] },
  { name: 'empty stat value', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.stats = [{ label: 'Size', value: '' }])), at: (t) => value(t, slugLine(content.structures[0]!.slug), '"stats": [', '"value": '), expected: ['field "stats[0].value"'] },
  { name: 'slug with capitals', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.slug = 'Sky Walk')), at: (t) => find(t, '"Sky Walk"'), expected: ['field "slug"', 'lowercase slug'] },
  { name: 'animation with an unknown tag', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.tags = ['Flyying'])), at: (t) => value(t, slugLine(content.animations[0]!.slug), '"tags": ['), expected: [`record "${content.animations[0]!.slug}"`, 'field "tags[0]"'] },
  // gear.json
  { name: 'unknown gear kind', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => (g.kind = 'shield')), at: (t) => value(t, slugLine(weapon), '"kind": '), expected: [`record "${weapon}"`, 'field "kind"'] },
  { name: 'grades out of order', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => (g.grades as string[]).reverse()), at: (t) => value(t, slugLine(weapon), '"grades": '), expected: ['field "grades"'] },
  {
    name: 'weapon numbers for fewer grades than the record has',
    file: 'gear.json',
    mutate: editAt('gear.json', weaponIndex, (g) => ((g.weapon as Json).attackDamage = { [(g.grades as string[])[0]!]: 1 })),
    at: (t) => value(t, slugLine(weapon), '"attackDamage": '), expected: [`record "${weapon}"`, 'field "weapon.attackDamage"', 'needs one value per grade'],
  },
  { name: 'weapon numbers keyed by the wrong grades', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => ((g.weapon as Json).attackDamage = { Special: 1 })), at: (t) => value(t, slugLine(weapon), '"attackDamage": '), expected: ['field "weapon.attackDamage"', 'needs one value per grade'] },
  { name: 'armor numbers keyed by an unknown grade', file: 'gear.json', mutate: editAt('gear.json', armorIndex, (g) => ((g.armorPieces as Json[])[0]!.armor = { Mythic: 3 })), at: (t) => value(t, slugLine(armor), '"armorPieces": [', '"armor": '), expected: [`record "${armor}"`, 'field "armorPieces[0].armor'] },
  { name: 'unknown infusion', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => (g.infusion = 'Ice')), at: (t) => value(t, slugLine(weapon), '"infusion": '), expected: ['field "infusion"'] },
  { name: 'drop naming an unknown boss', file: 'gear.json', mutate: editAt('gear.json', dropIndex, (g) => ((g.source as Json).bosses = ['nobody'])), at: (t) => value(t, slugLine(drop), '"bosses": ['), expected: [`record "${drop}"`, 'field "source.bosses[0]"', 'refers to boss "nobody", which does not exist'] },
  {
    name: 'drop naming a boss that does not list it',
    file: 'gear.json',
    mutate: editAt('gear.json', dropIndex, (g) => ((g.source as { bosses: string[] }).bosses.push(otherBoss.slug))),
    at: (t) => find(t, slugLine(drop), '"bosses": [', `"${otherBoss.slug}"`), expected: [`record "${drop}"`, /field "source\.bosses\[\d+\]"/, `boss "${otherBoss.slug}" does not name "${drop}" in its drops`],
  },
  { name: 'unknown source kind', file: 'gear.json', mutate: editAt('gear.json', dropIndex, (g) => (g.source = { kind: 'chest' })), at: (t) => value(t, slugLine(drop), '"source": ', '"kind": '), expected: ['field "source.kind"'] },
  { name: 'weapon without weapon stats', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => delete g.weapon), at: (t) => recordStart(t, weapon), expected: ['field "weapon"'] },
  // shop.json, news.json, site.json, navigation.json, tags.json, wiki-sections.json
  { name: 'duplicate shop id', file: 'shop.json', mutate: editRecords('shop.json', (s) => (s[1]!.id = s[0]!.id)), at: (t) => value(t, slugLine(content.shop[0]!.id, 'id'), '"id": '), expected: ['field "id"', `duplicate id "${content.shop[0]!.id}"`] },
  { name: 'price written as text', file: 'shop.json', mutate: editFirst('shop.json', (s) => (s.priceUsd = '1.99')), at: (t) => value(t, slugLine(content.shop[0]!.id, 'id'), '"priceUsd": '), expected: ['field "priceUsd"'] },
  { name: 'coin pack image missing', file: 'shop.json', mutate: editFirst('shop.json', (s) => (s.image = '/images/shop/nothing.svg')), at: (t) => value(t, slugLine(content.shop[0]!.id, 'id'), '"image": '), expected: ['field "image"'] },
  { name: 'whole file not valid JSON', file: 'shop.json', mutate: (f) => f.write('shop.json', '[{'), at: (t) => t.length, expected: [/shop\.json:1:\d+: is not valid JSON/] },
  { name: 'news title missing', file: 'news.json', mutate: editFirst('news.json', (n) => delete n.title), at: (t) => recordStart(t, content.news[0]!.id, 'id'), expected: [`record "${content.news[0]!.id}"`, 'field "title"'] },
  { name: 'news link to no page', file: 'news.json', mutate: editFirst('news.json', (n) => (n.link = { href: '/wiki/no-such-page' })), at: (t) => value(t, slugLine(content.news[0]!.id, 'id'), '"href": '), expected: ['field "link.href"', '"/wiki/no-such-page"'] },
  { name: 'news placement unknown', file: 'news.json', mutate: editFirst('news.json', (n) => (n.placements = ['sidebar'])), at: (t) => value(t, slugLine(content.news[0]!.id, 'id'), '"placements": ['), expected: ['field "placements[0]"'] },
  // copy: a template's placeholders are required, and an unknown one is a typo
  {
    name: 'page copy template without its placeholder',
    file: 'pages.json',
    mutate: editObject('pages.json', (p) => (((p['tools-gear'] as Json).gear as Json).status = 'Showing {shown} items.')),
    at: (t) => value(t, topKey('tools-gear'), '"gear": ', '"status": '), expected: ['record "tools-gear"', 'field "gear.status"', 'must contain {total}, {grade}, {sort}'],
  },
  {
    name: 'page copy template with an unknown placeholder',
    file: 'pages.json',
    mutate: editObject('pages.json', (p) => (((p.wiki as Json).article as Json).hubBacklinks = 'Every page of {sektion} links here.')),
    at: (t) => value(t, topKey('wiki'), '"article": ', '"hubBacklinks": '), expected: ['record "wiki"', 'field "article.hubBacklinks"', 'must contain {section}', 'unknown placeholder {sektion}'],
  },
  { name: 'page copy word left empty', file: 'pages.json', mutate: editObject('pages.json', (p) => (((p['tools-coins'] as Json).coins as Json).convertTitle = ' ')), at: (t) => value(t, topKey('tools-coins'), '"coins": ', '"convertTitle": '), expected: ['record "tools-coins"', 'field "coins.convertTitle"'] },
  {
    name: 'site label template without its placeholder',
    file: 'site.json',
    mutate: editObject('site.json', (s) => (((s.labels as Json).recordPage as Json).firstKill = 'Your first kill pays.')),
    at: (t) => value(t, topKey('labels'), '"recordPage": ', '"firstKill": '), expected: ['field "labels.recordPage.firstKill"', 'must contain {reward}'],
  },
  { name: 'site label missing', file: 'site.json', mutate: editObject('site.json', (s) => delete ((s.labels as Json).theme as Json).on), at: (t) => value(t, topKey('labels'), '"theme": '), expected: ['field "labels.theme.on"', 'required field is missing'] },
  { name: 'no language besides English', file: 'site.json', mutate: editObject('site.json', (s) => (s.languages = [])), at: (t) => value(t, topKey('languages')), expected: ['field "languages"', 'at least one language besides English'] },
  { name: 'site base URL not a URL', file: 'site.json', mutate: editObject('site.json', (s) => (s.baseUrl = 'tensura wiki')), at: (t) => value(t, topKey('baseUrl')), expected: ['field "baseUrl"'] },
  { name: 'official menu naming no link', file: 'site.json', mutate: editObject('site.json', (s) => ((s.officialMenu as string[])[0] = 'nowhere')), at: (t) => value(t, topKey('officialMenu'), '['), expected: ['field "officialMenu[0]"'] },
  {
    name: 'menu link to no page',
    file: 'navigation.json',
    mutate: (f) => f.editJson<{ footer: { groups: { links: Json[] }[] } }>('navigation.json', (n) => n.footer.groups[0]!.links.push({ label: 'Nowhere', href: '/nowhere' })),
    at: (t) => find(t, '"href": "/nowhere"') + '"href": '.length, expected: ['record footer', /field "groups\[0\]\.links\[\d+\]\.href"/, 'link "/nowhere" does not match any page'],
  },
  { name: 'duplicate tag in the registry', file: 'tags.json', mutate: (f) => f.editJson<string[]>('tags.json', (t) => t.push(t[0]!)), at: (t) => t.lastIndexOf(`"${content.tags[0]!}"`), expected: [/record #\d+/, 'duplicate tag'] },
  { name: 'duplicate wiki section', file: 'wiki-sections.json', mutate: editRecords('wiki-sections.json', (s) => (s[1]!.id = s[0]!.id)), at: (t) => value(t, slugLine(content.wikiSections[0]!.id, 'id'), '"id": '), expected: ['field "id"', 'duplicate id'] },
  { name: 'section without pages', file: 'wiki-sections.json', mutate: editRecords('wiki-sections.json', (s) => s.push({ id: 'zz-empty', title: 'Empty', summary: 'Nothing here yet.' })), at: (t) => recordStart(t, 'zz-empty', 'id'), expected: ['record "zz-empty"', 'section has no pages'] },
  { name: 'hub page that does not exist', file: 'wiki-sections.json', mutate: editAt('wiki-sections.json', hubSectionIndex, (s) => (s.hub = 'no-such-page')), at: (t) => value(t, slugLine(hubSection.id, 'id'), '"hub": '), expected: [`record "${hubSection.id}"`, 'field "hub"', 'refers to wiki page "no-such-page"'] },
  {
    name: 'hub page of another section',
    file: 'wiki-sections.json',
    mutate: editAt('wiki-sections.json', hubSectionIndex, (s) => (s.hub = foreignPage.slug)),
    at: (t) => value(t, slugLine(hubSection.id, 'id'), '"hub": '), expected: [`record "${hubSection.id}"`, 'field "hub"', `hub page "${foreignPage.slug}" must be a non-stub page of section "${hubSection.id}"`],
  },
  {
    name: 'hub page that is a stub',
    file: wikiFile(hubSection.hub!),
    reportedIn: 'wiki-sections.json',
    mutate: (f) => (/^stub:/m.test(f.read(wikiFile(hubSection.hub!))) ? setFrontmatter(wikiFile(hubSection.hub!), 'stub', 'stub: true') : addFrontmatter(wikiFile(hubSection.hub!), 'stub: true'))(f),
    at: (t) => value(t, slugLine(hubSection.id, 'id'), '"hub": '), expected: [`record "${hubSection.id}"`, 'field "hub"', 'and it is a stub'],
  },
  // tool records: economy.json, shrines.json, limiter.json
  { name: 'price in a coin tier that does not exist', file: 'economy.json', mutate: editObject('economy.json', (e) => (((e.blueprint as Json).price as Json).tier = 'platinum')), at: (t) => value(t, topKey('blueprint'), '"price": ', '"tier": '), expected: ['field "blueprint.price.tier"', 'unknown coin tier "platinum"'] },
  { name: 'price pointing to a missing wiki page', file: 'economy.json', mutate: editObject('economy.json', (e) => ((e.restaurant as Json).wiki = 'no-such-page')), at: (t) => value(t, topKey('restaurant'), '"wiki": '), expected: ['record restaurant', 'field "wiki"', 'refers to wiki page "no-such-page"'] },
  {
    name: 'challenge without a value for one of its tiers',
    file: 'shrines.json',
    mutate: editObject('shrines.json', (s) => delete ((s.challenges as Json[])[0]!.shrineHp as Json)[shrineTier]),
    at: (t) => value(t, topKey('challenges'), '"shrineHp": '), expected: ['field "challenges[0].shrineHp"', 'needs one value per tier'],
  },
  { name: 'progression rows out of order', file: 'shrines.json', mutate: editObject('shrines.json', (s) => (s.milestones as Json[]).reverse()), at: (t) => value(t, topKey('milestones'), '"completed": ', '"completed": '), expected: ['rows must be in increasing order'] },
  { name: 'Limiter boss that does not exist', file: 'limiter.json', mutate: editObject('limiter.json', (l) => (l.bosses = ['nobody'])), at: (t) => value(t, topKey('bosses'), '['), expected: ['field "bosses[0]"', 'refers to boss "nobody"'] },
  { name: 'Limiter boss whose EP is a range', file: 'limiter.json', mutate: editObject('limiter.json', (l) => (l.bosses = [rangeBoss.slug])), at: (t) => value(t, topKey('bosses'), '['), expected: ['field "bosses[0]"', `boss "${rangeBoss.slug}" has an EP range`] },
  // wiki pages: frontmatter
  { name: 'wiki title missing', file: WIKI, mutate: editText(WIKI, (t) => t.replace(/^title:.*\n/m, '')), at: frontmatterStart, expected: ['record frontmatter', 'field "title"'] },
  { name: 'wiki order written as a word', file: WIKI, mutate: setFrontmatter(WIKI, 'order', 'order: fifth'), at: (t) => value(t, '\norder: '), expected: ['record frontmatter', 'field "order"', 'expected number'] },
  { name: 'wiki tag not in the registry', file: WIKI, mutate: setFrontmatter(WIKI, 'tags', 'tags: [Boss Dorp]'), at: (t) => value(t, '\ntags: ['), expected: ['field "tags[0]"', 'unknown tag "Boss Dorp"'] },
  { name: 'wiki section that does not exist', file: WIKI, mutate: setFrontmatter(WIKI, 'section', 'section: armour'), at: (t) => value(t, '\nsection: '), expected: ['field "section"', '"armour"'] },
  { name: 'malformed frontmatter YAML', file: WIKI, mutate: setFrontmatter(WIKI, 'title', 'title: [unclosed'), at: (t) => find(t, '\ntitle: [unclosed\n') + '\ntitle: [unclosed\n'.length, expected: ['record frontmatter', 'malformed YAML'] },
  { name: 'Link that is not the file name', file: WIKI, mutate: setFrontmatter(WIKI, 'Link', 'Link: zz-other-name'), at: (t) => value(t, '\nLink: '), expected: ['field "Link"', `must equal the file name "${page.slug}"`] },
  { name: 'unknown frontmatter field', file: WIKI, mutate: addFrontmatter(WIKI, 'author: someone'), at: (t) => value(t, '\nauthor: '), expected: ['record frontmatter', 'unknown field "author"'] },
  { name: 'frontmatter image missing from public/', file: WIKI, mutate: addFrontmatter(WIKI, 'image: /images/wiki/nothing.svg'), at: (t) => value(t, '\nimage: '), expected: ['field "image"', 'does not exist under public/'] },
  { name: 'unknown {value} in a description', file: WIKI, mutate: setFrontmatter(WIKI, 'description', 'description: "Costs {no-such-value}."'), at: (t) => value(t, '\ndescription: '), expected: ['record frontmatter', 'field "description"', 'unknown value {no-such-value}'] },
  {
    name: 'page a hub lists, without its hub line',
    file: wikiFile(listedPage.slug),
    mutate: editText(wikiFile(listedPage.slug), (t) => t.replace(/^hubLine:.*\n/m, '')),
    at: frontmatterStart, expected: ['record frontmatter', 'field "hubLine"', `hub page "${hubSection.hub}"`],
  },
  { name: 'no frontmatter block', file: OTHER_WIKI, mutate: editText(OTHER_WIKI, (t) => t.replace(/^---\n[\s\S]*?\n---\n/, '')), at: () => 0, expected: ['record frontmatter', 'missing frontmatter block'] },
  {
    name: 'placeholder of npm run new left in the frontmatter',
    file: WIKI,
    mutate: setFrontmatter(WIKI, 'heading', 'heading: "TODO: the card heading"'),
    at: (t) => value(t, '\nheading: '),
    expected: ['record frontmatter', 'field "heading"', 'still holds the placeholder "TODO: the card heading"'],
  },
  // wiki pages: body
  {
    name: 'placeholder of npm run new left in the body',
    file: WIKI,
    mutate: appendBody(WIKI, '## TODO: a heading\n\n<BossInfobox slug="TODO: a boss" />'),
    at: (t) => find(t, '## TODO: a heading') + '## '.length,
    expected: ['record body', 'still holds the placeholder "TODO: a heading"', 'still holds the placeholder "TODO: a boss"'],
  },
  { name: 'link to a wiki page that does not exist', file: WIKI, mutate: appendBody(WIKI, 'See [nothing](/wiki/no-such-page).'), expected: ['record body', '"/wiki/no-such-page" points to a wiki page "no-such-page" that does not exist'] },
  { name: 'link to a heading that does not exist', file: WIKI, mutate: appendBody(WIKI, `See [it](/wiki/${page.slug}#no-such-heading).`), expected: ['record body', 'heading "#no-such-heading"'] },
  { name: 'link to a wiki section that does not exist', file: WIKI, mutate: appendBody(WIKI, 'See [x](/wiki#nowhere).'), expected: ['record body', 'wiki section "#nowhere" that does not exist'] },
  { name: 'link to a record that does not exist', file: WIKI, mutate: appendBody(WIKI, 'See [it](/bosses/nobody).'), expected: ['record body', 'bosses record "nobody"'] },
  { name: 'relative link', file: WIKI, mutate: appendBody(WIKI, `See [it](${OTHER_WIKI.slice(5, -4)}).`), expected: ['record body', 'must be an absolute path'] },
  { name: 'component naming an unknown record', file: WIKI, mutate: appendBody(WIKI, '<GearStats slug="no-such-gear" />'), expected: ['record body', '<GearStats slug="no-such-gear"> names a gear record that does not exist'] },
  { name: 'component without its slug', file: WIKI, mutate: appendBody(WIKI, '<BossInfobox />'), expected: ['record body', '<BossInfobox> needs a slug="…" attribute'] },
  { name: 'unknown component', file: WIKI, mutate: appendBody(WIKI, '<Spoiler>Nobody wins</Spoiler>'), expected: ['record body', /unknown component <Spoiler> \(available: .*BossInfobox/] },
  { name: 'unknown game value', file: WIKI, mutate: appendBody(WIKI, '<Value of="no-such-value" />'), expected: ['record body', '<Value of="no-such-value"> names a values record that does not exist'] },
  { name: 'unknown shrine challenge', file: WIKI, mutate: appendBody(WIKI, '<ShrineChallenge id="dance-off" />'), expected: ['record body', '<ShrineChallenge id="dance-off"> names a shrineChallenges record that does not exist'] },
  {
    name: 'section list naming no section',
    file: wikiFile(sectionPagesUser.slug),
    mutate: editText(wikiFile(sectionPagesUser.slug), (t) => t.replace(/<SectionPages section="[^"]*"/, '<SectionPages section="no-such-section"')),
    expected: ['record body', '<SectionPages section="no-such-section"> names a wikiSection record that does not exist'],
  },
  { name: 'MDX: unclosed component', file: WIKI, mutate: appendBody(WIKI, '<Callout kind="tip">\n\nNever closed.'), expected: ['record body', /MDX syntax error at line \d+/] },
  { name: 'MDX: curly braces in prose', file: WIKI, mutate: appendBody(WIKI, 'Damage is {base times two} here.'), expected: ['record body', /MDX syntax error at line \d+/] },
  { name: 'MDX: unclosed brace', file: WIKI, mutate: appendBody(WIKI, 'An open { brace.'), expected: ['record body', /MDX syntax error at line \d+/] },
  { name: 'MDX: closing tag without an opening one', file: WIKI, mutate: appendBody(WIKI, '</Callout>'), expected: ['record body', /MDX syntax error at line \d+/] },
  { name: 'MDX: import of a partial that does not exist', file: WIKI, mutate: editText(WIKI, (t) => t.replace(/\n---\n/, "\n---\n\nimport Missing from './_partials/missing.mdx'\n") + '\n<Missing />\n'), expected: ['record body', 'missing.mdx", which does not exist'] },
  // guide sections
  { name: 'guide icon unknown', file: GUIDE, mutate: setFrontmatter(GUIDE, 'icon', 'icon: rocket'), at: (t) => value(t, '\nicon: '), expected: ['record frontmatter', 'field "icon"'] },
  { name: 'guide pointing to a missing wiki page', file: GUIDE, mutate: setFrontmatter(GUIDE, 'coveredBy', 'coveredBy: [no-such-page]'), at: (t) => value(t, '\ncoveredBy: ['), expected: ['field "coveredBy[0]"'] },
  { name: 'guide MDX syntax error', file: GUIDE, mutate: appendBody(GUIDE, '<Callout kind="note">'), expected: ['record body', /MDX syntax error at line \d+/] },
];

describe('content that must fail the build: the loader names file, line and column, record, field and what was expected', () => {
  it('every row about a JSON record or a frontmatter field says where its value is', () => {
    const unlocated = rows.filter((row) => !row.at && !row.expected.includes('record body')).map((row) => row.name);
    expect(unlocated).toEqual([]);
  });

  it('the untouched copy loads', () => {
    expect(() => fixture.load()).not.toThrow();
  });

  // Each row breaks one file of the copy and restores it.
  it.each(rows.map((row) => [`${row.file}: ${row.name}`, row] as const))('%s', (_, row) => {
    const before = fixture.read(row.file);
    try {
      row.mutate(fixture);
      expect(fixture.read(row.file), 'the row changed nothing').not.toBe(before);
      let error: unknown;
      try {
        fixture.load();
      } catch (e) {
        error = e;
      }
      expect(error, 'the loader accepted the broken file').toBeInstanceOf(ContentError);
      const message = (error as Error).message;
      const reported = row.reportedIn ?? row.file;
      expect(message).toContain(path.join(path.basename(fixture.dir), reported));
      if (row.at) {
        const text = fixture.read(reported);
        const where = `${path.join(path.basename(fixture.dir), reported)}:${lineColumn(text, row.at(text))}`;
        // Followed by " › record …" or, for a problem of the whole file, ": message".
        expect(message).toMatch(new RegExp(`${where.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?: ›|:\\s)`));
      }
      for (const part of row.absent ?? []) expect(message).not.toContain(part);
      for (const part of row.expected) {
        if (typeof part === 'string') expect(message).toContain(part);
        else expect(message).toMatch(part);
      }
    } finally {
      fs.writeFileSync(fixture.file(row.file), before);
    }
  });
});
