import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { wikiListItem } from '@/lib/list-items';
import { allPaths } from '@/lib/routes';
import { contentFixture } from './content-fixture';

let fixture: ReturnType<typeof contentFixture>;
afterEach(() => fixture?.cleanup());

describe('the real content', () => {
  const content = loadContent();
  it('has every wiki page of the spec, six bosses, seven NPCs and the boss drops', () => {
    expect(content.wikiPages).toHaveLength(46);
    expect(content.bosses.map((b) => b.floor)).toEqual([10, 20, 30, 40, 50, 50]);
    expect(content.npcs.map((n) => n.slug)).toEqual(['kurobee', 'dryad', 'guild-lady', 'mjollmile', 'kaoru-yoshida', 'kaijin', 'koby']);
    expect(content.wikiSections.map((s) => s.id)).toHaveLength(10);
    expect(content.wikiPages.filter((p) => p.frontmatter.stub)).toHaveLength(6);
  });
  it('gives the ten index sections the spec counts of cards', () => {
    const counts = content.wikiSections.map((s) => content.wikiPages.filter((p) => p.frontmatter.section === s.id && !p.frontmatter.stub).length);
    expect(counts).toEqual([3, 7, 3, 6, 2, 3, 5, 8, 1, 2]);
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

  it('rejects a boss drop the gear record does not agree with, and an unknown boss', () => {
    fixture = contentFixture();
    fixture.editJson<{ slug: string; drops: string[] }[]>('bosses.json', (bosses) => {
      bosses[0]!.drops = ['minos-trident'];
    });
    expect(fixture.errorOf()).toContain('"minos-trident" does not name "black-spider" in its source.bosses');
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
    fixture.editJson<{ header: { explore: { label: string; href: string }[] } }>('navigation.json', (nav) => {
      nav.header.explore.push({ label: 'Calculators', href: '/calculators' });
    });
    expect(fixture.errorOf()).toMatch(/navigation\.json › record header › field "explore\[\d+\]\.href": link "\/calculators" does not match any page/);
  });
});

describe('adding a wiki page is adding a file', () => {
  it('a new MDX file appears in the index cards, its section count and the sitemap paths', () => {
    fixture = contentFixture();
    fixture.write(
      'wiki/floor-60-test-boss.mdx',
      ['---', 'title: Test Boss', 'heading: "Floor 60: Test Boss"', 'description: A test page.', 'tags: [Boss]', 'section: bosses', 'Link: floor-60-test-boss', 'order: 7', '---', '', 'Body with a [link](/wiki/floor-50-gozul).', ''].join('\n'),
    );
    const content = fixture.load();
    const page = content.wikiPages.find((p) => p.slug === 'floor-60-test-boss')!;
    expect(page).toBeDefined();
    expect(wikiListItem(page)).toMatchObject({ title: 'Floor 60: Test Boss', href: '/wiki/floor-60-test-boss', section: 'bosses' });
    expect(content.wikiPages.filter((p) => p.frontmatter.section === 'bosses' && !p.frontmatter.stub)).toHaveLength(7);
    expect(allPaths(content.routes)).toContain('/wiki/floor-60-test-boss');
  });
});
