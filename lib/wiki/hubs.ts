import type { Content, WikiPage } from '../content';

/** One line of a hub page: a page of its section and what a player finds there. */
export interface SectionPageEntry {
  slug: string;
  title: string;
  line: string;
}

type HubContent = Pick<Content, 'index' | 'wikiPages'>;

/** The hub page of a section, where content/wiki-sections.json names one. */
export function sectionHub(content: HubContent, sectionId: string): WikiPage | undefined {
  const hub = content.index.wikiSections.get(sectionId)?.hub;
  return hub ? content.index.wikiPages.get(hub) : undefined;
}

/** Every real page of a section in index order, except its hub, with its hub line (or its description). */
export function sectionPageEntries(content: HubContent, sectionId: string): SectionPageEntry[] {
  const hub = sectionHub(content, sectionId)?.slug;
  return content.wikiPages
    .filter((p) => p.frontmatter.section === sectionId && !p.frontmatter.stub && p.slug !== hub)
    .map((p) => ({ slug: p.slug, title: p.frontmatter.title, line: p.frontmatter.hubLine ?? p.frontmatter.description }));
}
