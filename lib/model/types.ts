import type { NumberStyle } from '../i18n/number-style';
import type { GuideSectionFrontmatter } from '../schemas/guide';
import type { WikiFrontmatter, WikiSection } from '../schemas/wiki';

/** The fields every record of a record collection has: what the generic checks, cards and indexes read. */
export interface CollectionRecord {
  slug: string;
  name: string;
  description: string;
  tags: string[];
  image?: string;
}

/** The slugs that exist, per route family (built by the loader; lib/records/routes.ts checks links against it). */
export interface RouteIndex {
  wiki: ReadonlySet<string>;
  /** Record slugs by kind id (lib/records/kinds.ts). */
  detail: ReadonlyMap<string, ReadonlySet<string>>;
  /** Section anchors on /wiki. */
  wikiSections: ReadonlySet<string>;
  /** Heading ids per wiki page, for links like /wiki/x#heading; absent when the MDX bodies were not compiled (anchors go unchecked). */
  wikiHeadings?: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface WikiPage {
  slug: string;
  /** Path relative to the project root (the English file). */
  file: string;
  frontmatter: WikiFrontmatter;
  /** The translation's file, when the content is in another language and this page has one. */
  translation?: string;
}

export interface GuideSection {
  file: string;
  /** File name without extension, used to import the MDX module. */
  fileStem: string;
  frontmatter: GuideSectionFrontmatter;
  hasBody: boolean;
  /** The translation's file, when the content is in another language and this section has one. */
  translation?: string;
}

/** The language of a Content and what of it is translated (English: everything). */
export interface ContentLanguage {
  /** "en", or a code of site.json `languages`. */
  code: string;
  /** How the language writes numbers (site.json `languages`; English: "1,000.5"). */
  numbers: NumberStyle;
  /** Records translated in full (every field but names), by collection key; English: absent. */
  translatedRecords?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether content/translations/<code>/pages/about.mdx exists; English: absent. */
  translatedAbout?: boolean;
}

/** Lookups by slug or id, built once per load: pages and components never scan a collection. */
export interface ContentIndex {
  /** Each record's position in its file, by collection key and slug (read via `recordBySlug` etc.). */
  records: ReadonlyMap<string, ReadonlyMap<string, number>>;
  wikiPages: ReadonlyMap<string, WikiPage>;
  wikiSections: ReadonlyMap<string, WikiSection>;
  /** Records of every collection that name a wiki page, with their collection key, by that page's slug, in kind order. */
  recordsByWiki: ReadonlyMap<string, readonly { collection: string; record: CollectionRecord }[]>;
}
