import { pageNumbers } from '@/lib/site/page-language';
import { BossPlanner } from '@/components/tools/BossPlanner.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { limiterRows } from '@/lib/records/facts';
import { plannerBosses } from '@/lib/tools/planner';

export const generateMetadata = () => fixedPageMetadata('tools-boss-planner', '/tools/boss-planner/');

export default function BossPlannerPage() {
  const content = getContent();
  const { bosses, limiter, pages } = content;
  return (
    <ToolFrame copy={pages['tools-boss-planner']}>
      <BossPlanner
        numbers={pageNumbers()}
        bosses={plannerBosses(content)}
        limiter={{ thresholds: limiter.thresholds, rows: limiterRows(limiter, bosses), options: limiter.options, known: limiter.known, unknown: limiter.unknown }}
        words={pages['tools-boss-planner'].planner}
        copyWords={content.site.labels.links}
        withoutScripts={<WithoutScriptsNote>{content.site.labels.withoutScripts.calculator}</WithoutScriptsNote>}
      />
    </ToolFrame>
  );
}
