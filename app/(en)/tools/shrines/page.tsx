import { pageNumbers } from '@/lib/site/page-language';
import { localHref } from '@/components/ui/Link';
import { ShrineChallenge, ShrineChallengeTable } from '@/components/mdx/ShrineChallenges';
import { ShrineMilestones } from '@/components/mdx/ShrineMilestones';
import { ShrineProgress } from '@/components/tools/ShrineProgress.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { ToolSection } from '@/components/tools/ToolSection';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent, getEntry } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { Fill } from '@/components/ui/Fill';

export const generateMetadata = () => fixedPageMetadata('tools-shrines', '/tools/shrines/');

export default function ShrineProgressPage() {
  const { shrines, pages, site } = getContent();
  const copy = pages['tools-shrines'];
  const words = copy.shrines;
  const shrinesPage = getEntry('wikiPages', shrines.wiki);
  return (
    <ToolFrame copy={copy}>
      <div className="space-y-6">
        <ShrineProgress numbers={pageNumbers()} milestones={shrines.milestones} words={words} bonusWords={site.labels.records.shrineMilestones} copyWords={site.labels.links} withoutScripts={<WithoutScriptsNote>{site.labels.withoutScripts.calculator}</WithoutScriptsNote>} />
        <ToolSection title={words.tableTitle} id="progression-table">
          <ShrineMilestones />
        </ToolSection>
        <ToolSection title={words.challengesTitle} id="challenges">
          <div className="prose-wiki max-w-none">
            <ShrineChallengeTable />
            {shrines.challenges.map((challenge) => (
              <section key={challenge.id} aria-labelledby={`challenge-${challenge.id}`}>
                <h3 id={`challenge-${challenge.id}`}>{challenge.name}</h3>
                <ShrineChallenge id={challenge.id} />
              </section>
            ))}
            <p>
              <Fill text={words.moreOnPage} values={{ page: <a href={localHref(`/wiki/${shrines.wiki}/`)}>{shrinesPage.frontmatter.title}</a> }} />
            </p>
          </div>
        </ToolSection>
      </div>
    </ToolFrame>
  );
}
