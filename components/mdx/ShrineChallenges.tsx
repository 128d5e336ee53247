import { getContent } from '@/lib/content';
import type { ShrineChallenge as Challenge } from '@/lib/schemas/shrines';
import { challengeSummary, shrineHpByTier, hasUnstatedValues, tierName } from '@/lib/game/shrines';
import { joinList } from '@/lib/model/format';
import { ScrollTable } from '../ui/ScrollTable';
import { fillTemplate } from '@/lib/model/template';

const challengeWords = () => getContent().site.labels.records.shrineChallenges;

function findChallenge(id: string): Challenge {
  const challenge = new Map(getContent().shrines.challenges.map((c) => [c.id, c])).get(id);
  if (!challenge) throw new Error(`ShrineChallenge: unknown challenge "${id}"`);
  return challenge;
}

/** The five challenge types side by side; a value no source gives is a dash, explained once under the table. */
export function ShrineChallengeTable() {
  const { challenges, tiers } = getContent().shrines;
  const words = challengeWords();
  return (
    <ScrollTable label={words.label} caption={words.caption} footnote={hasUnstatedValues(challenges, tiers, words) && words.notStatedNote}>
      <thead>
        <tr>
          <th scope="col">{words.challenge}</th>
          <th scope="col">{words.tiers}</th>
          <th scope="col">{words.timeLimit}</th>
          <th scope="col">{words.attempts}</th>
        </tr>
      </thead>
      <tbody>
        {challenges.map((c) => {
          const summary = challengeSummary(c, tiers, words);
          return (
            <tr key={c.id}>
              <th scope="row" className="font-semibold">
                {c.name}
              </th>
              <td>{summary.tiers}</td>
              <td>{summary.timeLimit}</td>
              <td>{summary.attempts}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** One challenge's objective, rules, tier rules and per-tier values (tiers, time limits and locks are in ShrineChallengeTable). */
export function ShrineChallenge({ id }: { id: string }) {
  const challenge = findChallenge(id);
  const { tiers } = getContent().shrines;
  const words = challengeWords();
  const byTier = shrineHpByTier(challenge, tiers, words);
  const hasRules = challenge.rules.length + challenge.tierRules.length > 0;
  return (
    <div className="space-y-3" data-challenge={challenge.id}>
      <p>{challenge.objective}</p>
      {hasRules && (
        <ul>
          {challenge.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          {challenge.tierRules.map((rule) => (
            <li key={rule.text}>
              <strong>{joinList(rule.tiers.map((t) => tierName(tiers, t)))}:</strong> {rule.text}
            </li>
          ))}
        </ul>
      )}
      {byTier && (
        <ScrollTable label={fillTemplate(words.byTier, { challenge: challenge.name })}>
          <thead>
            <tr>
              <th scope="col">{words.tier}</th>
              <th scope="col">{words.shrineHp}</th>
            </tr>
          </thead>
          <tbody>
            {byTier.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.tier}</th>
                <td>{row.shrineHp}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
