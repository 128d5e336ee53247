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
}

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
  { name: 'missing required field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => delete b.hp), expected: [`record "${boss.slug}"`, 'field "hp"', 'required field is missing'] },
  { name: 'number written as text', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.hp = String(b.hp))), expected: ['field "hp"', 'expected number'] },
  { name: 'floor out of range', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.floor = 0)), expected: ['field "floor"'] },
  { name: 'negative EP', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.ep as Json).min = -5)), expected: ['field "ep.min"'] },
  { name: 'unknown tag on a record', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.tags as string[])[0] = 'Bosss')), expected: ['field "tags[0]"', 'unknown tag "Bosss"'] },
  { name: 'drop naming no gear record', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.drops as string[]).push('no-such-gear')), expected: [/field "drops\[\d+\]"/, '"no-such-gear"'] },
  {
    name: 'drop whose gear record names another source',
    file: 'bosses.json',
    mutate: editFirst('bosses.json', (b) => (b.drops as string[]).push(notBossDrop.slug)),
    expected: [`record "${boss.slug}"`, /field "drops\[\d+\]"/, `gear record "${notBossDrop.slug}" does not name "${boss.slug}" in its source.bosses`],
  },
  { name: 'wiki page that does not exist', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.wiki = 'no-such-page')), expected: ['field "wiki"', '"no-such-page"'] },
  { name: 'duplicate slug', file: 'bosses.json', mutate: editRecords('bosses.json', (bs) => (bs[1]!.slug = bs[0]!.slug)), expected: ['field "slug"', `duplicate slug "${boss.slug}"`] },
  { name: 'image missing from public/', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.image = '/images/bosses/nobody.svg')), expected: ['field "image"', 'image "/images/bosses/nobody.svg" does not exist under public/'] },
  { name: 'image path outside /images/', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.image = `bosses/${b.slug}.svg`)), expected: ['field "image"'] },
  {
    name: 'picture shared by two records',
    file: 'bosses.json',
    mutate: editRecords('bosses.json', (bs) => (bs[0]!.image = bs[1]!.image = '/images/placeholder.svg')),
    expected: [`record "${content.bosses[1]!.slug}"`, 'field "image"', 'is already the picture of'],
  },
  { name: 'empty ability list', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.abilities = [])), expected: ['field "abilities"'] },
  { name: 'misspelled optional field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.imgae = b.image)), expected: ['field "imgae"', 'unknown field'] },
  { name: 'misspelled nested field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.abilities as Json[])[0]!.descripton = 'x')), expected: ['field "abilities[0].descripton"', 'unknown field'] },
  // npcs.json, structures.json, animations.json
  { name: 'NPC without services', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.services = [])), expected: [`record "${content.npcs[0]!.slug}"`, 'field "services"'] },
  { name: 'NPC role missing', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => delete n.role), expected: ['field "role"'] },
  { name: 'NPC wiki page that does not exist', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.wiki = 'nobody')), expected: ['field "wiki"'] },
  { name: 'JSON syntax error', file: 'npcs.json', mutate: editText('npcs.json', (t) => t.replace('[', '[,')), expected: ['is not valid JSON'] },
  { name: 'NPC placed in a structure that does not exist', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.place = 'no-such-hall')), expected: [`record "${content.npcs[0]!.slug}"`, 'field "place"', '"no-such-hall"'] },
  {
    name: 'record text naming an unknown value',
    file: 'npcs.json',
    mutate: editFirst('npcs.json', (n) => (n.description = 'He charges {no-such-price}.')),
    expected: [`record "${content.npcs[0]!.slug}"`, 'field "description"', 'unknown value {no-such-price}'],
  },
  {
    name: 'record text linking a page that does not exist',
    file: 'structures.json',
    mutate: editFirst('structures.json', (s) => (s.sections = [{ title: 'More', text: ['See [the map](/wiki/no-such-page).'] }])),
    expected: [`record "${content.structures[0]!.slug}"`, 'field "sections[0].text[0]"', '"no-such-page"'],
  },
  { name: 'a link in a description (also card text)', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.description = 'See [the map](/wiki/dungeon-map).')), expected: ['field "description"', 'put links in a section'] },
  { name: 'record section with nothing in it', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.sections = [{ title: 'Empty' }])), expected: ['field "sections[0]"', 'a section needs text, lines or a view'] },
  {
    name: 'a move the gear record does not have',
    file: 'animations.json',
    mutate: editFirst('animations.json', (a) => (a.sections = [{ title: 'Moves', view: { kind: 'gear-abilities', abilities: [{ item: weapon, ability: 'No Such Move' }] } }])),
    expected: [`record "${content.animations[0]!.slug}"`, 'field "sections[0].view.abilities[0].ability"', '"No Such Move"'],
  },
  { name: 'structure wiki list naming no page', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.wiki = ['no-such-page'])), expected: [`record "${content.structures[0]!.slug}"`, 'field "wiki[0]"'] },
  { name: 'empty stat value', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.stats = [{ label: 'Size', value: '' }])), expected: ['field "stats[0].value"'] },
  { name: 'slug with capitals', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.slug = 'Sky Walk')), expected: ['field "slug"', 'lowercase slug'] },
  { name: 'animation with an unknown tag', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.tags = ['Flyying'])), expected: [`record "${content.animations[0]!.slug}"`, 'field "tags[0]"'] },
  // gear.json
  { name: 'unknown gear kind', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => (g.kind = 'shield')), expected: [`record "${weapon}"`, 'field "kind"'] },
  { name: 'grades out of order', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => (g.grades as string[]).reverse()), expected: ['field "grades"'] },
  {
    name: 'weapon numbers for fewer grades than the record has',
    file: 'gear.json',
    mutate: editAt('gear.json', weaponIndex, (g) => ((g.weapon as Json).attackDamage = { [(g.grades as string[])[0]!]: 1 })),
    expected: [`record "${weapon}"`, 'field "weapon.attackDamage"', 'needs one value per grade'],
  },
  { name: 'weapon numbers keyed by the wrong grades', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => ((g.weapon as Json).attackDamage = { Special: 1 })), expected: ['field "weapon.attackDamage"', 'needs one value per grade'] },
  { name: 'armor numbers keyed by an unknown grade', file: 'gear.json', mutate: editAt('gear.json', armorIndex, (g) => ((g.armorPieces as Json[])[0]!.armor = { Mythic: 3 })), expected: [`record "${armor}"`, 'field "armorPieces[0].armor'] },
  { name: 'unknown infusion', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => (g.infusion = 'Ice')), expected: ['field "infusion"'] },
  { name: 'drop naming an unknown boss', file: 'gear.json', mutate: editAt('gear.json', dropIndex, (g) => ((g.source as Json).bosses = ['nobody'])), expected: [`record "${drop}"`, 'field "source.bosses[0]"', 'refers to boss "nobody", which does not exist'] },
  {
    name: 'drop naming a boss that does not list it',
    file: 'gear.json',
    mutate: editAt('gear.json', dropIndex, (g) => ((g.source as { bosses: string[] }).bosses.push(otherBoss.slug))),
    expected: [`record "${drop}"`, /field "source\.bosses\[\d+\]"/, `boss "${otherBoss.slug}" does not name "${drop}" in its drops`],
  },
  { name: 'unknown source kind', file: 'gear.json', mutate: editAt('gear.json', dropIndex, (g) => (g.source = { kind: 'chest' })), expected: ['field "source.kind"'] },
  { name: 'weapon without weapon stats', file: 'gear.json', mutate: editAt('gear.json', weaponIndex, (g) => delete g.weapon), expected: ['field "weapon"'] },
  // shop.json, news.json, site.json, navigation.json, tags.json, wiki-sections.json
  { name: 'duplicate shop id', file: 'shop.json', mutate: editRecords('shop.json', (s) => (s[1]!.id = s[0]!.id)), expected: ['field "id"', `duplicate id "${content.shop[0]!.id}"`] },
  { name: 'price written as text', file: 'shop.json', mutate: editFirst('shop.json', (s) => (s.priceUsd = '1.99')), expected: ['field "priceUsd"'] },
  { name: 'coin pack image missing', file: 'shop.json', mutate: editFirst('shop.json', (s) => (s.image = '/images/shop/nothing.svg')), expected: ['field "image"'] },
  { name: 'whole file not valid JSON', file: 'shop.json', mutate: (f) => f.write('shop.json', '[{'), expected: [/shop\.json: is not valid JSON/] },
  { name: 'news title missing', file: 'news.json', mutate: editFirst('news.json', (n) => delete n.title), expected: [`record "${content.news[0]!.id}"`, 'field "title"'] },
  { name: 'news link to no page', file: 'news.json', mutate: editFirst('news.json', (n) => (n.link = { href: '/wiki/no-such-page' })), expected: ['field "link.href"', '"/wiki/no-such-page"'] },
  { name: 'news placement unknown', file: 'news.json', mutate: editFirst('news.json', (n) => (n.placements = ['sidebar'])), expected: ['field "placements[0]"'] },
  // copy: a template's placeholders are required, and an unknown one is a typo
  {
    name: 'page copy template without its placeholder',
    file: 'pages.json',
    mutate: editObject('pages.json', (p) => (((p['tools-gear'] as Json).gear as Json).status = 'Showing {shown} items.')),
    expected: ['record "tools-gear"', 'field "gear.status"', 'must contain {total}, {grade}, {sort}'],
  },
  {
    name: 'page copy template with an unknown placeholder',
    file: 'pages.json',
    mutate: editObject('pages.json', (p) => (((p.wiki as Json).article as Json).hubBacklinks = 'Every page of {sektion} links here.')),
    expected: ['record "wiki"', 'field "article.hubBacklinks"', 'must contain {section}', 'unknown placeholder {sektion}'],
  },
  { name: 'page copy word left empty', file: 'pages.json', mutate: editObject('pages.json', (p) => (((p['tools-coins'] as Json).coins as Json).convertTitle = ' ')), expected: ['record "tools-coins"', 'field "coins.convertTitle"'] },
  {
    name: 'site label template without its placeholder',
    file: 'site.json',
    mutate: editObject('site.json', (s) => (((s.labels as Json).recordPage as Json).firstKill = 'Your first kill pays.')),
    expected: ['field "labels.recordPage.firstKill"', 'must contain {reward}'],
  },
  { name: 'site label missing', file: 'site.json', mutate: editObject('site.json', (s) => delete ((s.labels as Json).theme as Json).on), expected: ['field "labels.theme.on"', 'required field is missing'] },
  { name: 'site base URL not a URL', file: 'site.json', mutate: editObject('site.json', (s) => (s.baseUrl = 'tensura wiki')), expected: ['field "baseUrl"'] },
  { name: 'official menu naming no link', file: 'site.json', mutate: editObject('site.json', (s) => ((s.officialMenu as string[])[0] = 'nowhere')), expected: ['field "officialMenu[0]"'] },
  {
    name: 'menu link to no page',
    file: 'navigation.json',
    mutate: (f) => f.editJson<{ footer: { groups: { links: Json[] }[] } }>('navigation.json', (n) => n.footer.groups[0]!.links.push({ label: 'Nowhere', href: '/nowhere' })),
    expected: ['record footer', /field "groups\[0\]\.links\[\d+\]\.href"/, 'link "/nowhere" does not match any page'],
  },
  { name: 'duplicate tag in the registry', file: 'tags.json', mutate: (f) => f.editJson<string[]>('tags.json', (t) => t.push(t[0]!)), expected: [/record #\d+/, 'duplicate tag'] },
  { name: 'duplicate wiki section', file: 'wiki-sections.json', mutate: editRecords('wiki-sections.json', (s) => (s[1]!.id = s[0]!.id)), expected: ['field "id"', 'duplicate id'] },
  { name: 'section without pages', file: 'wiki-sections.json', mutate: editRecords('wiki-sections.json', (s) => s.push({ id: 'zz-empty', title: 'Empty', summary: 'Nothing here yet.' })), expected: ['record "zz-empty"', 'section has no pages'] },
  { name: 'hub page that does not exist', file: 'wiki-sections.json', mutate: editAt('wiki-sections.json', hubSectionIndex, (s) => (s.hub = 'no-such-page')), expected: [`record "${hubSection.id}"`, 'field "hub"', 'refers to wiki page "no-such-page"'] },
  {
    name: 'hub page of another section',
    file: 'wiki-sections.json',
    mutate: editAt('wiki-sections.json', hubSectionIndex, (s) => (s.hub = foreignPage.slug)),
    expected: [`record "${hubSection.id}"`, 'field "hub"', `hub page "${foreignPage.slug}" must be a non-stub page of section "${hubSection.id}"`],
  },
  {
    name: 'hub page that is a stub',
    file: wikiFile(hubSection.hub!),
    reportedIn: 'wiki-sections.json',
    mutate: (f) => (/^stub:/m.test(f.read(wikiFile(hubSection.hub!))) ? setFrontmatter(wikiFile(hubSection.hub!), 'stub', 'stub: true') : addFrontmatter(wikiFile(hubSection.hub!), 'stub: true'))(f),
    expected: [`record "${hubSection.id}"`, 'field "hub"', 'and it is a stub'],
  },
  // tool records: economy.json, shrines.json, limiter.json
  { name: 'price in a coin tier that does not exist', file: 'economy.json', mutate: editObject('economy.json', (e) => (((e.blueprint as Json).price as Json).tier = 'platinum')), expected: ['field "blueprint.price.tier"', 'unknown coin tier "platinum"'] },
  { name: 'price pointing to a missing wiki page', file: 'economy.json', mutate: editObject('economy.json', (e) => ((e.salvage as Json).wiki = 'no-such-page')), expected: ['record salvage', 'field "wiki"', 'refers to wiki page "no-such-page"'] },
  {
    name: 'challenge without a value for one of its tiers',
    file: 'shrines.json',
    mutate: editObject('shrines.json', (s) => delete ((s.challenges as Json[])[0]!.shrineHp as Json)[shrineTier]),
    expected: ['field "challenges[0].shrineHp"', 'needs one value per tier'],
  },
  { name: 'progression rows out of order', file: 'shrines.json', mutate: editObject('shrines.json', (s) => (s.milestones as Json[]).reverse()), expected: ['rows must be in increasing order'] },
  { name: 'Limiter boss that does not exist', file: 'limiter.json', mutate: editObject('limiter.json', (l) => (l.bosses = ['nobody'])), expected: ['field "bosses[0]"', 'refers to boss "nobody"'] },
  { name: 'Limiter boss whose EP is a range', file: 'limiter.json', mutate: editObject('limiter.json', (l) => (l.bosses = [rangeBoss.slug])), expected: ['field "bosses[0]"', `boss "${rangeBoss.slug}" has an EP range`] },
  // wiki pages: frontmatter
  { name: 'wiki title missing', file: WIKI, mutate: editText(WIKI, (t) => t.replace(/^title:.*\n/m, '')), expected: ['record frontmatter', 'field "title"'] },
  { name: 'wiki order written as a word', file: WIKI, mutate: setFrontmatter(WIKI, 'order', 'order: fifth'), expected: ['record frontmatter', 'field "order"', 'expected number'] },
  { name: 'wiki tag not in the registry', file: WIKI, mutate: setFrontmatter(WIKI, 'tags', 'tags: [Boss Dorp]'), expected: ['field "tags[0]"', 'unknown tag "Boss Dorp"'] },
  { name: 'wiki section that does not exist', file: WIKI, mutate: setFrontmatter(WIKI, 'section', 'section: armour'), expected: ['field "section"', '"armour"'] },
  { name: 'malformed frontmatter YAML', file: WIKI, mutate: setFrontmatter(WIKI, 'title', 'title: [unclosed'), expected: ['record frontmatter', 'malformed YAML'] },
  { name: 'Link that is not the file name', file: WIKI, mutate: setFrontmatter(WIKI, 'Link', 'Link: zz-other-name'), expected: ['field "Link"', `must equal the file name "${page.slug}"`] },
  { name: 'unknown frontmatter field', file: WIKI, mutate: addFrontmatter(WIKI, 'author: someone'), expected: ['record frontmatter', 'unknown field "author"'] },
  { name: 'frontmatter image missing from public/', file: WIKI, mutate: addFrontmatter(WIKI, 'image: /images/wiki/nothing.svg'), expected: ['field "image"', 'does not exist under public/'] },
  { name: 'unknown {value} in a description', file: WIKI, mutate: setFrontmatter(WIKI, 'description', 'description: "Costs {no-such-value}."'), expected: ['record frontmatter', 'field "description"', 'unknown value {no-such-value}'] },
  {
    name: 'page a hub lists, without its hub line',
    file: wikiFile(listedPage.slug),
    mutate: editText(wikiFile(listedPage.slug), (t) => t.replace(/^hubLine:.*\n/m, '')),
    expected: ['record frontmatter', 'field "hubLine"', `hub page "${hubSection.hub}"`],
  },
  { name: 'no frontmatter block', file: OTHER_WIKI, mutate: editText(OTHER_WIKI, (t) => t.replace(/^---\n[\s\S]*?\n---\n/, '')), expected: ['record frontmatter', 'missing frontmatter block'] },
  // wiki pages: body
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
  { name: 'guide icon unknown', file: GUIDE, mutate: setFrontmatter(GUIDE, 'icon', 'icon: rocket'), expected: ['record frontmatter', 'field "icon"'] },
  { name: 'guide pointing to a missing wiki page', file: GUIDE, mutate: setFrontmatter(GUIDE, 'coveredBy', 'coveredBy: [no-such-page]'), expected: ['field "coveredBy[0]"'] },
  { name: 'guide MDX syntax error', file: GUIDE, mutate: appendBody(GUIDE, '<Callout kind="note">'), expected: ['record body', /MDX syntax error at line \d+/] },
];

describe('content that must fail the build: the loader names file, record, field and what was expected', () => {
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
      expect(message).toContain(path.join(path.basename(fixture.dir), row.reportedIn ?? row.file));
      for (const part of row.expected) {
        if (typeof part === 'string') expect(message).toContain(part);
        else expect(message).toMatch(part);
      }
    } finally {
      fs.writeFileSync(fixture.file(row.file), before);
    }
  });
});
