import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import { contentFixture } from './content-fixture';

/*
 * Content fuzzing: one broken thing at a time in a copy of the real content/, and the loader must
 * refuse it with a ContentError that names the file and the field (or the body line) at fault.
 * Nothing may load with the mistake silently dropped. Records and pages are picked from the real
 * files, so the variants keep working as content grows.
 */

type Json = Record<string, unknown>;
type Records = Json[];
type Fixture = ReturnType<typeof contentFixture>;

interface Variant {
  name: string;
  /** File under content/ that the mistake is made in (the message must name it). */
  file: string;
  /** Makes the mistake. */
  mutate: (f: Fixture) => void;
  /** What the message must also say: the record and field, or the body line. */
  expected: (string | RegExp)[];
}

let fixture: Fixture;
beforeAll(() => {
  fixture = contentFixture();
});
afterAll(() => fixture.cleanup());

/** Reads the real content/ (variants are chosen from it before the copy exists). */
const CONTENT = path.resolve(__dirname, '../../content');
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, name), 'utf8')) as T;
const slugOf = (name: string, index = 0) => String(read<Records>(name)[index]!.slug ?? read<Records>(name)[index]!.id);
const editRecords = (name: string, edit: (records: Records) => void) => (f: Fixture) => f.editJson<Records>(name, edit);
const editFirst = (name: string, edit: (record: Json) => void) => editRecords(name, (records) => edit(records[0]!));
const editText = (name: string, edit: (text: string) => string) => (f: Fixture) => f.write(name, edit(f.read(name)));
const appendBody = (name: string, text: string) => editText(name, (source) => `${source.trimEnd()}\n\n${text}\n`);
const setFrontmatter = (name: string, key: string, line: string) =>
  editText(name, (source) => {
    const pattern = new RegExp(`^${key}:.*$`, 'm');
    if (!pattern.test(source)) throw new Error(`${name} has no frontmatter key ${key}`);
    return source.replace(pattern, line);
  });

/** A record of gear.json with per-grade weapon numbers, and one with armor pieces. */
const perGrade = (value: unknown) => typeof value === 'object' && value !== null && !('unassigned' in value);
const weaponIndex = () => read<Records>('gear.json').findIndex((g) => perGrade((g.weapon as Json | undefined)?.attackDamage));
const armorIndex = () => read<Records>('gear.json').findIndex((g) => perGrade((g.armorPieces as Json[] | undefined)?.[0]?.armor));
const bossDropIndex = () => read<Records>('gear.json').findIndex((g) => (g.source as Json).kind === 'boss');

/** Two wiki pages with headings, and the guide files. */
const WIKI = 'wiki/minos-set.mdx';
const OTHER_WIKI = 'wiki/koby.mdx';
const GUIDE = 'guide/01-getting-started.mdx';

function variants(): Variant[] {
  const bossSlug = slugOf('bosses.json');
  const npcSlug = slugOf('npcs.json');
  const structureSlug = slugOf('structures.json');
  const animationSlug = slugOf('animations.json');
  const weapon = slugOf('gear.json', weaponIndex());
  const armor = slugOf('gear.json', armorIndex());
  const drop = slugOf('gear.json', bossDropIndex());
  const shopId = slugOf('shop.json');
  const newsId = slugOf('news.json');
  const at = (name: string, index: number, edit: (record: Json) => void) => editRecords(name, (records) => edit(records[index]!));
  return [
    // bosses.json
    { name: 'missing required field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => delete b.hp), expected: [`record "${bossSlug}"`, 'field "hp"', 'required field is missing'] },
    { name: 'number written as text', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.hp = String(b.hp))), expected: ['field "hp"', 'expected number'] },
    { name: 'floor out of range', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.floor = 0)), expected: ['field "floor"'] },
    { name: 'negative EP', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.ep as Json).min = -5)), expected: ['field "ep.min"'] },
    { name: 'unknown tag on a record', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.tags as string[])[0] = 'Bosss')), expected: ['field "tags[0]"', 'unknown tag "Bosss"'] },
    { name: 'drop naming no gear record', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.drops as string[]).push('no-such-gear')), expected: [/field "drops\[\d+\]"/, '"no-such-gear"'] },
    { name: 'wiki page that does not exist', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.wiki = 'no-such-page')), expected: ['field "wiki"', '"no-such-page"'] },
    { name: 'duplicate slug', file: 'bosses.json', mutate: editRecords('bosses.json', (bs) => (bs[1]!.slug = bs[0]!.slug)), expected: ['field "slug"', `duplicate slug "${bossSlug}"`] },
    { name: 'image missing from public/', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.image = '/images/bosses/nobody.svg')), expected: ['field "image"', 'does not exist under public/'] },
    { name: 'image path outside /images/', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.image = 'bosses/black-spider.svg')), expected: ['field "image"'] },
    { name: 'empty ability list', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.abilities = [])), expected: ['field "abilities"'] },
    { name: 'misspelled optional field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => (b.imgae = '/images/bosses/black-spider.svg')), expected: ['field "imgae"', 'unknown field'] },
    { name: 'misspelled nested field', file: 'bosses.json', mutate: editFirst('bosses.json', (b) => ((b.abilities as Json[])[0]!.descripton = 'x')), expected: ['field "abilities[0].descripton"', 'unknown field'] },
    // npcs.json, structures.json, animations.json
    { name: 'NPC without services', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.services = [])), expected: [`record "${npcSlug}"`, 'field "services"'] },
    { name: 'NPC role missing', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => delete n.role), expected: ['field "role"'] },
    { name: 'NPC wiki page that does not exist', file: 'npcs.json', mutate: editFirst('npcs.json', (n) => (n.wiki = 'nobody')), expected: ['field "wiki"'] },
    { name: 'structure wiki list naming no page', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.wiki = ['no-such-page'])), expected: [`record "${structureSlug}"`, 'field "wiki[0]"'] },
    { name: 'empty stat value', file: 'structures.json', mutate: editFirst('structures.json', (s) => (s.stats = [{ label: 'Size', value: '' }])), expected: ['field "stats[0].value"'] },
    { name: 'slug with capitals', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.slug = 'Sky Walk')), expected: ['field "slug"', 'lowercase slug'] },
    { name: 'animation with an unknown tag', file: 'animations.json', mutate: editFirst('animations.json', (a) => (a.tags = ['Flyying'])), expected: [`record "${animationSlug}"`, 'field "tags[0]"'] },
    // gear.json
    { name: 'unknown gear kind', file: 'gear.json', mutate: at('gear.json', weaponIndex(), (g) => (g.kind = 'shield')), expected: [`record "${weapon}"`, 'field "kind"'] },
    { name: 'grades out of order', file: 'gear.json', mutate: at('gear.json', weaponIndex(), (g) => (g.grades as string[]).reverse()), expected: ['field "grades"'] },
    { name: 'weapon numbers keyed by the wrong grades', file: 'gear.json', mutate: at('gear.json', weaponIndex(), (g) => ((g.weapon as Json).attackDamage = { Special: 1 })), expected: ['field "weapon.attackDamage"', 'needs one value per grade'] },
    { name: 'armor numbers keyed by an unknown grade', file: 'gear.json', mutate: at('gear.json', armorIndex(), (g) => ((g.armorPieces as Json[])[0]!.armor = { Mythic: 3 })), expected: [`record "${armor}"`, 'field "armorPieces[0].armor'] },
    { name: 'unknown infusion', file: 'gear.json', mutate: at('gear.json', weaponIndex(), (g) => (g.infusion = 'Ice')), expected: ['field "infusion"'] },
    { name: 'drop naming an unknown boss', file: 'gear.json', mutate: at('gear.json', bossDropIndex(), (g) => ((g.source as Json).bosses = ['nobody'])), expected: [`record "${drop}"`, 'field "source.bosses[0]"'] },
    { name: 'unknown source kind', file: 'gear.json', mutate: at('gear.json', bossDropIndex(), (g) => (g.source = { kind: 'chest' })), expected: ['field "source.kind"'] },
    { name: 'weapon without weapon stats', file: 'gear.json', mutate: at('gear.json', weaponIndex(), (g) => delete g.weapon), expected: ['field "weapon"'] },
    // shop.json, news.json, site.json, navigation.json, tags.json, wiki-sections.json, pages.json
    { name: 'duplicate shop id', file: 'shop.json', mutate: editRecords('shop.json', (s) => (s[1]!.id = s[0]!.id)), expected: ['field "id"', `duplicate id "${shopId}"`] },
    { name: 'price written as text', file: 'shop.json', mutate: editFirst('shop.json', (s) => (s.priceUsd = '1.99')), expected: ['field "priceUsd"'] },
    { name: 'coin pack image missing', file: 'shop.json', mutate: editFirst('shop.json', (s) => (s.image = '/images/shop/nothing.svg')), expected: ['field "image"'] },
    { name: 'news title missing', file: 'news.json', mutate: editFirst('news.json', (n) => delete n.title), expected: [`record "${newsId}"`, 'field "title"'] },
    { name: 'news link to no page', file: 'news.json', mutate: editFirst('news.json', (n) => (n.link = { href: '/wiki/no-such-page' })), expected: ['field "link.href"', '"/wiki/no-such-page"'] },
    { name: 'news placement unknown', file: 'news.json', mutate: editFirst('news.json', (n) => (n.placements = ['sidebar'])), expected: ['field "placements[0]"'] },
    { name: 'site base URL not a URL', file: 'site.json', mutate: (f) => f.editJson<Json>('site.json', (s) => (s.baseUrl = 'tensura wiki')), expected: ['field "baseUrl"'] },
    { name: 'official menu naming no link', file: 'site.json', mutate: (f) => f.editJson<Json>('site.json', (s) => ((s.officialMenu as string[])[0] = 'nowhere')), expected: ['field "officialMenu[0]"'] },
    { name: 'menu link to no page', file: 'navigation.json', mutate: (f) => f.editJson<{ footer: { groups: { links: Json[] }[] } }>('navigation.json', (n) => (n.footer.groups[0]!.links[0]!.href = '/nowhere')), expected: ['field "groups[0].links[0].href"', '"/nowhere"'] },
    { name: 'duplicate tag in the registry', file: 'tags.json', mutate: (f) => f.editJson<string[]>('tags.json', (t) => t.push(t[0]!)), expected: [/record #\d+/, 'duplicate tag'] },
    { name: 'duplicate wiki section', file: 'wiki-sections.json', mutate: editRecords('wiki-sections.json', (s) => (s[1]!.id = s[0]!.id)), expected: ['field "id"', 'duplicate id'] },
    { name: 'JSON syntax error', file: 'npcs.json', mutate: editText('npcs.json', (t) => t.replace('[', '[,')), expected: ['is not valid JSON'] },
    // wiki pages: frontmatter
    { name: 'wiki title missing', file: WIKI, mutate: editText(WIKI, (t) => t.replace(/^title:.*\n/m, '')), expected: ['record frontmatter', 'field "title"'] },
    { name: 'wiki order written as a word', file: WIKI, mutate: setFrontmatter(WIKI, 'order', 'order: fifth'), expected: ['field "order"', 'expected number'] },
    { name: 'wiki tag not in the registry', file: WIKI, mutate: setFrontmatter(WIKI, 'tags', 'tags: [Boss Dorp]'), expected: ['field "tags[0]"', 'unknown tag "Boss Dorp"'] },
    { name: 'wiki section that does not exist', file: WIKI, mutate: setFrontmatter(WIKI, 'section', 'section: armour'), expected: ['field "section"', '"armour"'] },
    { name: 'malformed frontmatter YAML', file: WIKI, mutate: setFrontmatter(WIKI, 'title', 'title: "Minos Set'), expected: ['record frontmatter', 'malformed YAML'] },
    { name: 'Link that is not the file name', file: WIKI, mutate: setFrontmatter(WIKI, 'Link', 'Link: minos'), expected: ['field "Link"', 'must equal the file name'] },
    { name: 'unknown frontmatter field', file: WIKI, mutate: setFrontmatter(WIKI, 'order', 'order: 5\nauthor: someone'), expected: ['record frontmatter', 'unknown field "author"'] },
    { name: 'frontmatter image missing from public/', file: WIKI, mutate: setFrontmatter(WIKI, 'order', 'order: 5\nimage: /images/wiki/minos.svg'), expected: ['field "image"', 'does not exist under public/'] },
    { name: 'no frontmatter block', file: OTHER_WIKI, mutate: editText(OTHER_WIKI, (t) => t.replace(/^---\n[\s\S]*?\n---\n/, '')), expected: ['record frontmatter', 'missing frontmatter block'] },
    // wiki pages: body
    { name: 'link to a wiki page that does not exist', file: WIKI, mutate: appendBody(WIKI, 'See [nothing](/wiki/no-such-page).'), expected: ['record body', '"/wiki/no-such-page"'] },
    { name: 'link to a heading that does not exist', file: WIKI, mutate: appendBody(WIKI, 'See [the armor](/wiki/minos-set#no-such-heading).'), expected: ['record body', 'heading "#no-such-heading"'] },
    { name: 'link to a record that does not exist', file: WIKI, mutate: appendBody(WIKI, 'See [it](/bosses/nobody).'), expected: ['record body', 'bosses record "nobody"'] },
    { name: 'relative link', file: WIKI, mutate: appendBody(WIKI, 'See [koby](koby).'), expected: ['record body', 'must be an absolute path'] },
    { name: 'component naming an unknown record', file: WIKI, mutate: appendBody(WIKI, '<GearStats slug="minos-hammer" />'), expected: ['record body', '<GearStats slug="minos-hammer">'] },
    { name: 'component without its slug', file: WIKI, mutate: appendBody(WIKI, '<BossInfobox />'), expected: ['record body', '<BossInfobox> needs a slug'] },
    { name: 'unknown component', file: WIKI, mutate: appendBody(WIKI, '<Spoiler>Mezul wins</Spoiler>'), expected: ['record body', 'unknown component <Spoiler>'] },
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
}

describe('content fuzzing: every broken variant fails with the file and the field', () => {
  it('the untouched copy loads', { timeout: 30_000 }, () => {
    expect(() => fixture.load()).not.toThrow();
  });

  it('has at least 40 variants', () => {
    expect(variants().length).toBeGreaterThanOrEqual(40);
  });

  // Variants are built from the untouched copy; each test breaks one file and restores it.
  for (const variant of variants()) {
    it(`${variant.file}: ${variant.name}`, { timeout: 30_000 }, () => {
      const before = fixture.read(variant.file);
      try {
        variant.mutate(fixture);
        expect(fixture.read(variant.file)).not.toBe(before);
        let error: unknown;
        try {
          fixture.load();
        } catch (e) {
          error = e;
        }
        expect(error, 'the loader accepted the broken file').toBeInstanceOf(ContentError);
        const message = (error as Error).message;
        expect(message).toContain(path.join(path.basename(fixture.dir), variant.file));
        for (const part of variant.expected) {
          if (typeof part === 'string') expect(message).toContain(part);
          else expect(message).toMatch(part);
        }
      } finally {
        fs.writeFileSync(fixture.file(variant.file), before);
      }
    });
  }
});
