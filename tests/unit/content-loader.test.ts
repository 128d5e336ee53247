import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { wikiListItem } from '@/lib/list-items';
import { allPaths } from '@/lib/routes';
import { contentFixture } from './content-fixture';
import { bossCollection, gearCollection, recordBySlug } from '@/lib/record-collections';

let fixture: ReturnType<typeof contentFixture>;
afterEach(() => fixture?.cleanup());

/** The wiki pages the product spec names (its URL slugs are part of the spec and never change). */
const SPEC_WIKI_SLUGS = [
  'boss-drop',
  'centipede-dagger',
  'chest-traps',
  'configs-gamerules',
  'core-rules',
  'diablos-armor',
  'dryad',
  'dungeon-dominators',
  'dungeon-map',
  'entry-requirements',
  'environmental-hazards',
  'essential-items',
  'floor-10-black-spider-boss',
  'floor-20-evil-centipede-boss',
  'floor-30-ogre-lord',
  'floor-40-tempest-serpent-boss',
  'floor-50-gozul',
  'floor-50-mezul',
  'general-server-tips',
  'gorikimaru-shions-armor',
  'guild-lady',
  'guren-benimaru-armor',
  'hakuro-katana-hakuro-armor',
  'infusion-effects',
  'kaijin',
  'kaoru-yoshida',
  'koby',
  'kurobee',
  'kurobee-gear',
  'meat-crusher-geld-armor',
  'minos-set',
  'mjollmile',
  'ogre-set',
  'regular-mobs',
  'serpent-armor',
  'server-configuration',
  'shinkobo',
  'shrine-challenges',
  'shrines',
  'slime-hazards',
  'slime-mobs',
  'souei-ninjatos-souei-armor',
  'special-mechanics',
  'spider-dagger',
  'traps-hazards',
  'vortex-spear-gabirus-armor',
];

describe('the real content', () => {
  const content = loadContent({ mdxFacts: compileMdxFacts });
  it('has every wiki page the spec names', () => {
    const slugs = new Set(content.wikiPages.map((p) => p.slug));
    for (const slug of SPEC_WIKI_SLUGS) expect(slugs, slug).toContain(slug);
  });
  it('gives every wiki section at least one page and every page a known section', () => {
    const sections = new Set(content.wikiSections.map((s) => s.id));
    for (const section of sections) expect(content.wikiPages.some((p) => p.frontmatter.section === section), section).toBe(true);
    for (const page of content.wikiPages) expect(sections).toContain(page.frontmatter.section);
  });
  it('indexes every record and page by slug', () => {
    for (const boss of content.bosses) expect(recordBySlug(bossCollection, boss.slug, content)).toBe(boss);
    for (const item of content.gear) expect(recordBySlug(gearCollection, item.slug, content)).toBe(item);
    for (const page of content.wikiPages) expect(content.index.wikiPages.get(page.slug)).toBe(page);
  });
});

describe('content that must fail the build', () => {
  it('names file and field for a missing required field', () => {
    fixture = contentFixture();
    fixture.editJson<Record<string, unknown>[]>('bosses.json', (bosses) => delete bosses[0]!.hp);
    const message = fixture.errorOf();
    expect(message).toContain('bosses.json');
    expect(message).toContain('record "black-spider"');
    expect(message).toContain('field "hp"');
    expect(message).toContain('required field is missing');
  });

  it('rejects a tag missing from the registry (the old "Adivce" typo)', () => {
    fixture = contentFixture();
    fixture.write('wiki/general-server-tips.mdx', fixture.read('wiki/general-server-tips.mdx').replace('Advice', 'Adivce'));
    const message = fixture.errorOf();
    expect(message).toContain('wiki/general-server-tips.mdx');
    expect(message).toMatch(/field "tags\[\d\]": unknown tag "Adivce"/);
  });

  it('rejects malformed frontmatter YAML', () => {
    fixture = contentFixture();
    fixture.write('wiki/dungeon-map.mdx', fixture.read('wiki/dungeon-map.mdx').replace(/^title: .*$/m, 'title: [unclosed'));
    const message = fixture.errorOf();
    expect(message).toContain('wiki/dungeon-map.mdx');
    expect(message).toContain('malformed YAML');
  });

  it('rejects a frontmatter field of the wrong type and an unknown field', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', fixture.read('wiki/koby.mdx').replace(/^order: .*$/m, 'order: first\nauthor: me'));
    const message = fixture.errorOf();
    expect(message).toContain('wiki/koby.mdx');
    expect(message).toMatch(/field "order": expected number/);
    expect(message).toContain('unknown field "author"');
  });

  it('rejects a Link that does not match the file name', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', fixture.read('wiki/koby.mdx').replace(/^Link: .*$/m, 'Link: kobi'));
    expect(fixture.errorOf()).toMatch(/koby\.mdx.*field "Link": must equal the file name "koby"/);
  });

  it('rejects a broken internal link in a wiki page', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', `${fixture.read('wiki/koby.mdx')}\n\nSee [the void](/wiki/no-such-page).\n`);
    const message = fixture.errorOf();
    expect(message).toContain('wiki/koby.mdx');
    expect(message).toContain('"/wiki/no-such-page" points to a wiki page "no-such-page" that does not exist');
  });

  it('rejects a link to a wiki section that does not exist', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', `${fixture.read('wiki/koby.mdx')}\n\n[x](/wiki#nowhere)\n`);
    expect(fixture.errorOf()).toContain('wiki section "#nowhere" that does not exist');
  });

  it('rejects a component naming a record that does not exist', () => {
    fixture = contentFixture();
    fixture.write('wiki/ogre-set.mdx', fixture.read('wiki/ogre-set.mdx').replace('slug="ogre-axe"', 'slug="ogre-hammer"'));
    expect(fixture.errorOf()).toContain('<GearStats slug="ogre-hammer"> names a gear record that does not exist');
  });

  it('rejects duplicate slugs', () => {
    fixture = contentFixture();
    fixture.editJson<{ slug: string }[]>('npcs.json', (npcs) => {
      npcs[1]!.slug = npcs[0]!.slug;
    });
    expect(fixture.errorOf()).toContain('duplicate slug "kurobee"');
  });

  it('rejects a boss drop the gear record does not agree with', () => {
    fixture = contentFixture();
    fixture.editJson<{ slug: string; drops: string[] }[]>('bosses.json', (bosses) => {
      bosses[0]!.drops = ['minos-trident'];
    });
    expect(fixture.errorOf()).toContain('"minos-trident" does not name "black-spider" in its source.bosses');
  });

  it('rejects a gear source naming an unknown boss', () => {
    fixture = contentFixture();
    fixture.editJson<{ slug: string; source: { kind: string; bosses?: string[] } }[]>('gear.json', (gear) => {
      const drop = gear.find((g) => g.source.kind === 'boss')!;
      drop.source.bosses = ['no-such-boss'];
    });
    expect(fixture.errorOf()).toMatch(/gear\.json › record "[a-z-]+" › field "source\.bosses\[0\]": refers to boss "no-such-boss", which does not exist/);
  });

  it('rejects an unknown MDX component, naming the ones that exist', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', `${fixture.read('wiki/koby.mdx')}\n\n<BossCard slug="mezul" />\n`);
    expect(fixture.errorOf()).toMatch(/wiki\/koby\.mdx › record body: unknown component <BossCard> \(available: .*BossInfobox/);
  });

  it('rejects a record component without its slug', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', `${fixture.read('wiki/koby.mdx')}\n\n<BossInfobox />\n`);
    expect(fixture.errorOf()).toContain('wiki/koby.mdx › record body: <BossInfobox> needs a slug="…" attribute');
  });

  it('rejects an MDX syntax error with the file named', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', `${fixture.read('wiki/koby.mdx')}\n\n<Callout kind="tip">never closed\n`);
    expect(fixture.errorOf()).toMatch(/wiki\/koby\.mdx › record body: MDX syntax error/);
  });

  it('rejects per-grade values that do not match the grades', () => {
    fixture = contentFixture();
    fixture.editJson<{ slug: string; weapon?: { attackDamage: Record<string, number> } }[]>('gear.json', (gear) => {
      gear.find((g) => g.slug === 'minos-trident')!.weapon!.attackDamage = { Unique: 33, Legend: 46 };
    });
    expect(fixture.errorOf()).toMatch(/record "minos-trident" › field "weapon.attackDamage": needs one value per grade \(Unique, Legend, God\)/);
  });

  it('rejects an image path that is not in public/', () => {
    fixture = contentFixture();
    fixture.editJson<{ slug: string; image?: string }[]>('npcs.json', (npcs) => {
      npcs[1]!.image = '/images/npcs/dryad.png';
    });
    expect(fixture.errorOf()).toContain('image "/images/npcs/dryad.png" does not exist under public/');
  });

  it('rejects invalid JSON with the file name', () => {
    fixture = contentFixture();
    fixture.write('shop.json', '[{');
    expect(fixture.errorOf()).toMatch(/shop\.json: is not valid JSON/);
  });

  it('rejects a menu link to a route that does not exist', () => {
    fixture = contentFixture();
    fixture.editJson<{ footer: { groups: { links: { label: string; href: string }[] }[] } }>('navigation.json', (nav) => {
      nav.footer.groups[0]!.links.push({ label: 'Nowhere', href: '/nowhere' });
    });
    expect(fixture.errorOf()).toMatch(/navigation\.json › record footer › field "groups\[0\]\.links\[\d+\]\.href": link "\/nowhere" does not match any page/);
  });
});

describe('adding content is adding a file', () => {
  it('a new MDX file appears in the index cards, its section and the sitemap paths', () => {
    fixture = contentFixture();
    const before = fixture.load();
    const section = before.wikiSections[0]!.id;
    const target = before.wikiPages[0]!.slug;
    fixture.write(
      'wiki/zz-test-page.mdx',
      ['---', 'title: Test Page', 'heading: "Test: Page"', 'description: A test page.', 'tags: []', `section: ${section}`, 'Link: zz-test-page', 'order: 999', '---', '', `## A heading`, '', `Body with a [link](/wiki/${target}).`, ''].join('\n'),
    );
    const content = fixture.load();
    const page = content.index.wikiPages.get('zz-test-page')!;
    expect(content.routes.wikiHeadings?.get(page.slug)).toEqual(new Set(['a-heading']));
    expect(wikiListItem(page)).toMatchObject({ title: 'Test: Page', href: '/wiki/zz-test-page', section });
    const count = (c: typeof content) => c.wikiPages.filter((p) => p.frontmatter.section === section && !p.frontmatter.stub).length;
    expect(count(content)).toBe(count(before) + 1);
    expect(allPaths(content.routes)).toContain('/wiki/zz-test-page');
  });

  it('a new boss record gets a list card and a record page path', () => {
    fixture = contentFixture();
    const wiki = fixture.load().wikiPages[0]!.slug;
    fixture.editJson<Record<string, unknown>[]>('bosses.json', (bosses) => {
      bosses.push({ ...bosses[0]!, slug: 'test-boss', name: 'Test Boss', floor: 60, drops: [], wiki, notes: [] });
    });
    const content = fixture.load();
    expect(recordBySlug(bossCollection, 'test-boss', content)?.name).toBe('Test Boss');
    expect(allPaths(content.routes)).toContain('/bosses/test-boss');
  });
});

describe('record values in frontmatter', () => {
  it('fills {name} in descriptions from the records and rejects an unknown name', () => {
    fixture = contentFixture();
    const page = fixture.load().wikiPages[0]!;
    const file = `wiki/${page.slug}.mdx`;
    fixture.write(file, fixture.read(file).replace(/^description: .*$/m, 'description: "Costs {entry-fee}, not {no-such-value}."'));
    expect(fixture.errorOf()).toMatch(new RegExp(`${file.replace('.', '\\.')} › record frontmatter › field "description": unknown value \\{no-such-value\\}`));
    fixture.write(file, fixture.read(file).replace(/^description: .*$/m, 'description: "Costs {entry-fee}."'));
    const filled = fixture.load().index.wikiPages.get(page.slug)!.frontmatter.description;
    expect(filled).not.toContain('{');
    expect(filled).toMatch(/^Costs \d/);
  });
});
