import type { MDXComponents } from 'mdx/types';
import Link from 'next/link';
import type { ComponentPropsWithoutRef, ComponentType } from 'react';
import { getContent } from '@/lib/content';
import type { MdxComponentName } from '@/lib/mdx/component-names';
import { BossAbilities } from '@/components/wiki/BossAbilities';
import { BossInfobox } from '@/components/wiki/BossInfobox';
import { Callout } from '@/components/wiki/Callout';
import { BossValue } from '@/components/wiki/BossValue';
import { DropChance } from '@/components/wiki/DropChance';
import { Drops } from '@/components/wiki/Drops';
import { GearStats } from '@/components/wiki/GearStats';
import { GearValue } from '@/components/wiki/GearValue';
import { BossNotes, GearNotes } from '@/components/wiki/RecordNotes';
import { Reward } from '@/components/wiki/Reward';
import { AnchoredHeading } from '@/components/wiki/HeadingAnchor';
import { SectionPages } from '@/components/wiki/SectionPages';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { CoinExchangeTable } from '@/components/records/CoinExchangeTable';
import { LimiterFacts, LimiterThresholds } from '@/components/records/Limiter';
import { RestaurantMenu } from '@/components/records/RestaurantMenu';
import { ShrineChallenge, ShrineChallengeTable } from '@/components/records/ShrineChallenges';
import { ShrineMilestones } from '@/components/records/ShrineMilestones';
import { Value } from '@/components/records/Value';

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
