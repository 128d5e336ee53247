// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionPages } from '@/components/mdx/SectionPages';
import { getContent } from '@/lib/content';

// The same memo the components read, so the content is loaded once for the file.
const content = getContent();
const hubSections = content.wikiSections.filter((s) => s.hub).map((s) => [s.id, s.hub!] as const);

// That every listed page has its own hub line is a content rule: lib/content/check-sections.ts.
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
});
