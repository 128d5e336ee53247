/** What an MDX page (with its partials) says about itself, computed while it compiles and exported as `facts`. */
export interface PageFacts {
  /** Every heading in document order, with the id the rendered heading carries. */
  headings: FactHeading[];
  /** Every link target in document order (markdown links and `href` attributes). */
  links: string[];
  /** Every JSX element with its string attributes, e.g. GearStats {slug: "ogre-axe"}. */
  components: FactComponent[];
  /** Every Markdown table in document order, with the heading it sits under, which names it (`aria-labelledby`). */
  tables: FactTable[];
  /** The text before the first h2/h3, then one section per h2/h3, for search. */
  sections: FactSection[];
}

export interface FactHeading {
  depth: number;
  text: string;
  id: string;
}

export interface FactTable {
  heading: { text: string; id: string };
}

export interface FactComponent {
  name: string;
  attributes: Record<string, string>;
}

export interface FactSection {
  heading?: { text: string; id: string };
  /** The section's words, without the collapsed notes and without what components render. */
  text: string;
  /** The components of the section whose rendered text search adds (lib/search/documents.ts). */
  components: FactComponent[];
}

/** Facts of every MDX page and guide section, by file path relative to the project root (WikiPage.file). */
export type FactsByFile = ReadonlyMap<string, PageFacts>;
