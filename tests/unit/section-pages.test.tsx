// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionPages } from '@/components/wiki/SectionPages';
import { loadContent } from '@/lib/content/load';
import { contentFixture } from './content-fixture';

const content = loadContent();
const hubSections = content.wikiSections.filter((s) => s.hub).map((s) => [s.id, s.hub!] as const);

let fixture: ReturnType<typeof contentFixture> | undefined;
afterEach(() => {
  fixture?.cleanup();
  fixture = undefined;
});

describe('SectionPages', () => {
  it('has hub sections to test', () => {
    expect(hubSections.length).toBeGreaterThan(0);
  });

  it.each(hubSections)('section "%s" (hub %s): one linked line per other page of the section, in index order', (section, hub) => {
    const expected = content.wikiPages.filter((p) => p.frontmatter.section === section && !p.frontmatter.stub && p.slug !== hub);
    const { container } = render(<SectionPages section={section} />);
    const items = within(container).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    expected.forEach((page, i) => {
      const item = within(items[i]!);
      expect(item.getByRole('link', { name: page.frontmatter.title })).toHaveAttribute('href', `/wiki/${page.slug}`);
      expect(items[i]).toHaveTextContent(page.frontmatter.hubLine ?? page.frontmatter.description, { normalizeWhitespace: true });
    });
    expect(within(container).queryByRole('link', { name: content.wikiPages.find((p) => p.slug === hub)!.frontmatter.title })).toBeNull();
  });

  it.each(hubSections)('every page listed by the "%s" hub has its own hub line', (section, hub) => {
    const missing = content.wikiPages.filter((p) => p.frontmatter.section === section && p.slug !== hub && !p.frontmatter.hubLine).map((p) => p.slug);
    expect(missing).toEqual([]);
  });
});

describe('hub checks in the loader', () => {
  it('rejects <SectionPages> naming a section that does not exist', () => {
    fixture = contentFixture();
    fixture.write('wiki/regular-mobs.mdx', fixture.read('wiki/regular-mobs.mdx').replace('<SectionPages section="regular-mobs" />', '<SectionPages section="regular-mob" />'));
    expect(fixture.errorOf()).toContain('<SectionPages section="regular-mob"> names a wikiSection record that does not exist');
  });

  it('rejects a hub that is missing, in another section or a stub', () => {
    fixture = contentFixture();
    fixture.editJson<{ id: string; hub?: string }[]>('wiki-sections.json', (sections) => {
      sections.find((s) => s.id === 'regular-mobs')!.hub = 'no-such-page';
      sections.find((s) => s.id === 'traps-hazards')!.hub = 'slime-mobs';
    });
    fixture.write('wiki/boss-drop.mdx', fixture.read('wiki/boss-drop.mdx').replace('stub: false', 'stub: true'));
    const message = fixture.errorOf();
    expect(message).toMatch(/wiki-sections\.json › record "regular-mobs" › field "hub": refers to wiki page "no-such-page"/);
    expect(message).toMatch(/record "traps-hazards" › field "hub": hub page "slime-mobs" must be a non-stub page of section "traps-hazards"/);
    expect(message).toMatch(/record "equipment-gear" › field "hub": hub page "boss-drop" .*it is a stub/);
  });
});
