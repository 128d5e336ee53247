import { BossPlanner } from '@/components/tools/BossPlanner.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { getContent, getEntry } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/page-metadata';
import type { PlannerBoss } from '@/lib/tools/planner';

export const metadata = fixedPageMetadata('tools-boss-planner', '/tools/boss-planner/');

export default function BossPlannerPage() {
  const { bosses, limiter, pages } = getContent();
  const plannerBosses: PlannerBoss[] = bosses.map((boss) => ({
    slug: boss.slug,
    name: boss.name,
    floor: boss.floor,
    ep: boss.ep,
    hp: boss.hp,
    armor: boss.armor,
    attack: boss.attack,
    firstKillGold: boss.firstKillGold,
    dropChancePercent: boss.dropChancePercent,
    drops: boss.drops.map((slug) => ({ slug, name: getEntry('gear', slug).name, href: `/boss-drops/${slug}/` })),
    wiki: { title: getEntry('wikiPages', boss.wiki).frontmatter.title, href: `/wiki/${boss.wiki}/` },
    limiter: limiter.bosses.includes(boss.slug),
  }));
  return (
    <ToolFrame copy={pages['tools-boss-planner']}>
      <BossPlanner
        bosses={plannerBosses}
        limiter={{ thresholds: limiter.thresholds, options: limiter.options, known: limiter.known, unknown: limiter.unknown }}
      />
    </ToolFrame>
  );
}
