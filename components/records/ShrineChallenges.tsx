import { getContent } from '@/lib/content';
import { formatNumber } from '@/lib/format';
import type { ShrineChallenge as Challenge } from '@/lib/schemas/shrines';
import { challengeTierNames, formatMinutes, lockSummary, timeLimitSummary } from '@/lib/tools/shrines';
import { joinList } from '@/lib/format';
import { ScrollTable } from '../ui/ScrollTable';
import { fillTemplate } from '@/lib/template';

const challengeWords = () => getContent().site.labels.records.shrineChallenges;

function findChallenge(id: string): Challenge {
  const challenge = new Map(getContent().shrines.challenges.map((c) => [c.id, c])).get(id);
  if (!challenge) throw new Error(`ShrineChallenge: unknown challenge "${id}"`);
  return challenge;
}

/** The five challenge types side by side: tiers, time limit, attempts and locks (content/shrines.json). */
export function ShrineChallengeTable() {
  const { challenges, tiers } = getContent().shrines;
  const words = challengeWords();
  return (
    <ScrollTable label={words.label} caption={words.caption}>
      <thead>
        <tr>
          <th scope="col">{words.challenge}</th>
          <th scope="col">{words.tiers}</th>
          <th scope="col">{words.timeLimit}</th>
          <th scope="col">{words.attempts}</th>
        </tr>
      </thead>
      <tbody>
        {challenges.map((c) => (
          <tr key={c.id}>
            <th scope="row" className="font-semibold">
              {c.name}
            </th>
            <td>
              {challengeTierNames(c, tiers)}
              {c.spawnChancePercent !== undefined && <>{' '}{fillTemplate(words.spawnChance, { percent: c.spawnChancePercent })}</>}
            </td>
            <td>{timeLimitSummary(c, tiers, words)}</td>
            <td>{lockSummary(c, words)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** One challenge's objective, rules, tier rules and per-tier values (tiers, time limits and locks are in ShrineChallengeTable). */
export function ShrineChallenge({ id }: { id: string }) {
  const challenge = findChallenge(id);
  const { tiers } = getContent().shrines;
  const words = challengeWords();
  const tierNames = new Map(tiers.map((t) => [t.id, t.name]));
  const tierName = (tierId: string) => tierNames.get(tierId) ?? tierId;
  const limits = challenge.tiers.map((t) => challenge.timeLimitMinutes[t]);
  const limitsDiffer = new Set(limits.map(String)).size > 1;
  const showTable = challenge.shrineHp !== undefined || limitsDiffer;
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
              <strong>{joinList(rule.tiers.map(tierName))}:</strong> {rule.text}
            </li>
          ))}
        </ul>
      )}
      {showTable && (
        <ScrollTable label={fillTemplate(words.byTier, { challenge: challenge.name })}>
          <thead>
            <tr>
              <th scope="col">{words.tier}</th>
              {challenge.shrineHp && <th scope="col">{words.shrineHp}</th>}
              {limitsDiffer && <th scope="col">{words.timeLimit}</th>}
            </tr>
          </thead>
          <tbody>
            {challenge.tiers.map((t) => {
              const hp = challenge.shrineHp?.[t];
              return (
                <tr key={t}>
                  <th scope="row">{tierName(t)}</th>
                  {challenge.shrineHp && <td>{hp === undefined || hp === 'unknown' ? words.notStated : formatNumber(hp)}</td>}
                  {limitsDiffer && <td>{formatMinutes(challenge.timeLimitMinutes[t], words)}</td>}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
