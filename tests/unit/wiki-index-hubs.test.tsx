// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WikiIndex } from '@/components/list/WikiIndex.client';
import { loadContent } from '@/lib/content/load';
import { wikiListItem } from '@/lib/records/list-items';
import { cardListWords } from '@/lib/records/filter';

// Radix's tooltip (loaded once the icon buttons mount) is transformed once up front, so no test waits for the build.
beforeAll(async () => {
  await import('@/components/ui/Tooltip.client');
});

const content = loadContent();
/** The index's words come from content/pages.json. */
const copy = content.pages.wiki;
const words = cardListWords(content.site.labels);
const items = content.wikiPages.filter((p) => !p.frontmatter.stub).map((p) => wikiListItem(p, content));
const sections = content.wikiSections.map(({ id, title, hub }) => ({ id, title, hubHref: hub && `/wiki/${hub}` }));

beforeEach(() => window.history.replaceState(null, '', '/wiki/'));

describe('WikiIndex section headings', () => {
  it('link to the hub page where the section has one, and stay plain text where it has none', () => {
    render(<WikiIndex items={items} sections={sections} tags={[]} copy={copy} words={words} />);
    for (const section of content.wikiSections) {
      const heading = document.getElementById(`${section.id}-title`)!;
      const link = within(heading).queryByRole('link');
      if (section.hub) {
        expect(link).toHaveAccessibleName(section.title);
        expect(link).toHaveAttribute('href', `/wiki/${section.hub}`);
      } else {
        expect(link).toBeNull();
      }
    }
    expect(content.wikiSections.some((s) => s.hub)).toBe(true);
    expect(content.wikiSections.some((s) => !s.hub)).toBe(true);
  });

  it('shows every hub page as a card in its own section', () => {
    render(<WikiIndex items={items} sections={sections} tags={[]} copy={copy} words={words} />);
    for (const section of content.wikiSections.filter((s) => s.hub)) {
      const hub = content.wikiPages.find((p) => p.slug === section.hub)!;
      const region = screen.getByRole('region', { name: new RegExp(`^${section.title.replace(/[()]/g, '\\$&')} \\(`) });
      const cards = within(region).getAllByRole('list')[0]!;
      expect(within(cards).getByRole('link', { name: hub.frontmatter.heading })).toHaveAttribute('href', `/wiki/${hub.slug}`);
    }
  });
});
