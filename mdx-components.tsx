import type { MDXComponents } from 'mdx/types';
import { Link } from '@/components/ui/Link';
import type { ComponentPropsWithoutRef, ComponentType } from 'react';
import { getContent } from '@/lib/content';
import type { MdxComponentName } from '@/lib/mdx/component-names';
import { BossAbilities } from '@/components/mdx/BossAbilities';
import { BossInfobox } from '@/components/mdx/BossInfobox';
import { Callout } from '@/components/mdx/Callout';
import { BossValue } from '@/components/mdx/BossValue';
import { DropChance } from '@/components/mdx/DropChance';
import { Drops } from '@/components/mdx/Drops';
import { GearStats } from '@/components/mdx/GearStats';
import { GearValue } from '@/components/mdx/GearValue';
import { BossNotes, GearNotes } from '@/components/mdx/RecordNotes';
import { Reward } from '@/components/mdx/Reward';
import { AnchoredHeading } from '@/components/mdx/HeadingAnchor';
import { SectionPages } from '@/components/mdx/SectionPages';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { CoinExchangeTable } from '@/components/mdx/CoinExchangeTable';
import { LimiterFacts, LimiterThresholds } from '@/components/mdx/Limiter';
import { RestaurantMenu } from '@/components/mdx/RestaurantMenu';
import { ShrineChallenge, ShrineChallengeTable } from '@/components/mdx/ShrineChallenges';
import { ShrineMilestones } from '@/components/mdx/ShrineMilestones';
import { Value } from '@/components/mdx/Value';
import { Infusion } from '@/components/ui/GameCues';

/** Every name in lib/mdx/component-names.ts, and nothing else (the type enforces both). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
const wikiComponents: Record<MdxComponentName, ComponentType<any>> = {
  BossInfobox,
  BossAbilities,
  GearStats,
  Callout,
  Reward,
  DropChance,
  Drops,
  BossValue,
  GearValue,
  BossNotes,
  GearNotes,
  SectionPages,
  Value,
  CoinExchangeTable,
  RestaurantMenu,
  ShrineChallengeTable,
  ShrineChallenge,
  ShrineMilestones,
  LimiterThresholds,
  LimiterFacts,
  Infusion,
};

/** Maps Markdown elements to the site's components; the wiki's own components need no import in MDX. */
const components: MDXComponents = {
  h2: ({ id, children }) => <AnchoredHeading level={2} id={id}>{children}</AnchoredHeading>,
  h3: ({ id, children }) => <AnchoredHeading level={3} id={id}>{children}</AnchoredHeading>,
  h4: ({ id, children }) => <AnchoredHeading level={4} id={id}>{children}</AnchoredHeading>,
  a: ({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) => {
    if (/^https?:/.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
    if (href.startsWith('#')) return <a href={href} {...props}>{children}</a>;
    return <Link href={href}>{children}</Link>;
  },
  // Wide tables and code scroll sideways on phones, so keyboard users can focus them to scroll. A group, not a
  // region: pages hold several tables, and landmarks must have unique names. The table itself is named by the
  // heading it sits under (aria-labelledby, from lib/mdx/remark-page-facts.mjs).
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    <div className="table-scroll" role="group" aria-label={getContent().site.labels.tables.scrollsSideways} tabIndex={0}>
      <table className="data-table" {...props} />
    </div>
  ),
  pre: (props: ComponentPropsWithoutRef<'pre'>) => <pre tabIndex={0} {...props} />,
  ...wikiComponents,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
