import type { RecordFileKey } from '../model/collections';

/** The components MDX may use and the record kind each attribute names; mdx-components.tsx must map exactly these. */
export const MDX_COMPONENTS = {
  BossInfobox: { refs: { slug: 'bosses' } },
  BossAbilities: { refs: { slug: 'bosses' } },
  GearStats: { refs: { slug: 'gear' } },
  Callout: { refs: {} },
  SectionPages: { refs: { section: 'wikiSection' } },
  Reward: { refs: { boss: 'bosses' } },
  DropChance: { refs: { boss: 'bosses' } },
  Drops: { refs: { boss: 'bosses' } },
  BossValue: { refs: { boss: 'bosses' } },
  GearValue: { refs: { item: 'gear' } },
  BossNotes: { refs: { slug: 'bosses' } },
  GearNotes: { refs: { slug: 'gear' } },
  // Tool records (content/economy.json, shrines.json, limiter.json), shared with /tools/.
  Value: { refs: { of: 'values' } },
  CoinExchangeTable: { refs: {} },
  RestaurantMenu: { refs: {} },
  ShrineChallengeTable: { refs: {} },
  ShrineChallenge: { refs: { id: 'shrineChallenges' } },
  ShrineMilestones: { refs: {} },
  LimiterThresholds: { refs: {} },
  LimiterFacts: { refs: {} },
  // An infusion's name in its colour cue (as the gear stat blocks show it).
  Infusion: { refs: { name: 'infusions' } },
} as const satisfies Record<string, { refs: Record<string, MdxRefKind> }>;

/** Record families an MDX attribute can name: a record file's slugs, a wiki page, or a section id of content/wiki-sections.json. */
export type MdxRefKind = RecordFileKey | 'wiki' | 'wikiSection' | ToolRecordRefKind;

/** Names inside the tool records: named inline values (lib/game/values.ts) and shrine challenge ids; and the infusions the game names (lib/schemas/gear.ts). */
export type ToolRecordRefKind = 'values' | 'shrineChallenges' | 'infusions';

export type MdxComponentName = keyof typeof MDX_COMPONENTS;

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(MDX_COMPONENTS, name);
}
