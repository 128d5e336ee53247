import { ShrineChallenge, ShrineChallengeTable } from '@/components/records/ShrineChallenges';
import { ShrineMilestones } from '@/components/records/ShrineMilestones';
import { ShrineProgress } from '@/components/tools/ShrineProgress.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { ToolSection } from '@/components/tools/ToolSection';
import { getContent, getEntry } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('tools-shrines', '/tools/shrines/');

export default function ShrineProgressPage() {
  const { shrines, pages } = getContent();
  const shrinesPage = getEntry('wikiPages', shrines.wiki);
  return (
    <ToolFrame copy={pages['tools-shrines']}>
      <div className="space-y-6">
        <ShrineProgress milestones={shrines.milestones} />
        <ToolSection title="The progression table" id="progression-table">
          <ShrineMilestones />
        </ToolSection>
        <ToolSection title="The five challenges" id="challenges">
          <div className="prose-wiki max-w-none">
            <ShrineChallengeTable />
            {shrines.challenges.map((challenge) => (
              <section key={challenge.id} aria-labelledby={`challenge-${challenge.id}`}>
                <h3 id={`challenge-${challenge.id}`}>{challenge.name}</h3>
                <ShrineChallenge id={challenge.id} />
              </section>
            ))}
            <p>
              More on tiers, rewards and locks on the <a href={`/wiki/${shrines.wiki}/`}>{shrinesPage.frontmatter.title}</a> page.
            </p>
          </div>
        </ToolSection>
      </div>
    </ToolFrame>
  );
}
