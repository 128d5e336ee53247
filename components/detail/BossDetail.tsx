import { Link } from '@/components/ui/Link';
import { getContent, getEntry } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import { bossFacts } from '@/lib/records/facts';
import type { DetailViewProps } from './detail-view';
import { BossAbilities } from '../mdx/BossAbilities';
import { BossInfobox } from '../mdx/BossInfobox';
import { NotesOnSources } from '../mdx/NotesOnSources';
import { BossNotes } from '../mdx/RecordNotes';
import { BulletList, RecordDetail } from './RecordDetail';

/** Record page of a boss: its infobox, abilities, rewards (first-kill gold, then the odds once, then the drops) and the wiki guide. */
export function BossDetail({ slug, path, list }: DetailViewProps) {
  const content = getContent();
  const boss = getEntry('bosses', slug, content);
  const facts = bossFacts(boss, content);
  const drops = facts.drops;
  const wikiTitle = getEntry('wikiPages', boss.wiki, content).frontmatter.title;
  const words = content.site.labels.recordPage;
  const rewards = [facts.firstKillReward && fillTemplate(words.firstKill, { reward: facts.firstKillReward }), drops.length > 0 && facts.dropChanceRule].filter(Boolean).join(' ');
  return (
    <RecordDetail
      path={path}
      list={list}
      name={boss.name}
      image={boss.image}
      description={boss.description}
      tags={boss.tags}
      facts={[]}
      aside={<BossInfobox slug={boss.slug} floating={false} rewards={false} />}
      sections={[
        { title: words.abilities, body: <BossAbilities slug={boss.slug} /> },
        {
          title: words.rewards,
          body: (
            <>
              {rewards && <p className="mb-2">{rewards}</p>}
              <BulletList
                items={drops.map((d) => (
                  <Link key={d.slug} href={`/boss-drops/${d.slug}`} className="text-sky underline hover:text-gold">
                    {d.name}
                  </Link>
                ))}
              />
            </>
          ),
        },
      ]}
      footer={
        boss.notes.length > 0 && (
          <NotesOnSources>
            <BossNotes slug={boss.slug} />
          </NotesOnSources>
        )
      }
      related={[
        { label: wikiTitle, href: `/wiki/${boss.wiki}`, note: words.wikiGuide },
        ...drops.map((d) => ({ label: d.name, href: `/boss-drops/${d.slug}`, note: words.drop })),
      ]}
    />
  );
}
