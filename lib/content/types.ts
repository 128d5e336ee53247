import type { KindRecord } from '../kinds';
import type { RouteIndex } from '../routes';
import type { Boss } from '../schemas/boss';
import type { GearItem } from '../schemas/gear';
import type { GuideSectionFrontmatter } from '../schemas/guide';
import type { Npc } from '../schemas/npc';
import type { Animation } from '../schemas/animation';
import type { Structure } from '../schemas/structure';
import type { WikiFrontmatter, WikiSection } from '../schemas/wiki';
import type { JsonContent } from './collections';

export interface WikiPage {
  slug: string;
  /** Path relative to the project root. */
  file: string;
  frontmatter: WikiFrontmatter;
}

export interface GuideSection {
  file: string;
  /** File name without extension, used to import the MDX module. */
  fileStem: string;
  frontmatter: GuideSectionFrontmatter;
  hasBody: boolean;
}

/** Lookups by slug or id, built once per load: pages and components never scan a collection. */
export interface ContentIndex {
  bosses: ReadonlyMap<string, Boss>;
  npcs: ReadonlyMap<string, Npc>;
  structures: ReadonlyMap<string, Structure>;
  animations: ReadonlyMap<string, Animation>;
  gear: ReadonlyMap<string, GearItem>;
  wikiPages: ReadonlyMap<string, WikiPage>;
  wikiSections: ReadonlyMap<string, WikiSection>;
  /** Bosses by the wiki page that covers them. */
  bossByWiki: ReadonlyMap<string, Boss>;
  /** Records of every kind with pages of its own (lib/kinds.ts), by kind id and slug. */
  kindRecords: ReadonlyMap<string, ReadonlyMap<string, KindRecord>>;
}

/** Everything in content/, validated, cross-checked and indexed. */
export interface Content extends JsonContent {
  /** Sorted by section order, then `order`, then title. */
  wikiPages: WikiPage[];
  guideSections: GuideSection[];
  routes: RouteIndex;
  index: ContentIndex;
}
