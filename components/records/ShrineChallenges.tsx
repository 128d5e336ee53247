import { getContent } from '@/lib/content';
import { formatNumber } from '@/lib/format';
import type { ShrineChallenge as Challenge } from '@/lib/schemas/shrines';
import { challengeTierNames, formatMinutes, lockSummary, timeLimitSummary } from '@/lib/tools/shrines';
import { joinList } from '@/lib/format';
import { ScrollTable } from '../ui/ScrollTable';

function findChallenge(id: string): Challenge {
  const challenge = new Map(getContent().shrines.challenges.map((c) => [c.id, c])).get(id);
  if (!challenge) throw new Error(`ShrineChallenge: unknown challenge "${id}"`);
  return challenge;
}

/** The five challenge types side by side: tiers, time limit, attempts and locks (content/shrines.json). */
export function ShrineChallengeTable() {
  const { challenges, tiers } = getContent().shrines;
  return (
    <ScrollTable label="Shrine challenges" caption="The shrine challenges: tiers, time limits, attempts and locks">
      <thead>
        <tr>
          <th scope="col">Challenge</th>
          <th scope="col">Tiers</th>
          <th scope="col">Time limit</th>
          <th scope="col">Attempts and locks</th>
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
              {c.spawnChancePercent !== undefined && ` (${c.spawnChancePercent}% spawn chance)`}
            </td>
            <td>{timeLimitSummary(c, tiers)}</td>
            <td>{lockSummary(c)}</td>
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
        <ScrollTable label={`${challenge.name} by tier`}>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              {challenge.shrineHp && <th scope="col">Shrine HP</th>}
              {limitsDiffer && <th scope="col">Time limit</th>}
            </tr>
          </thead>
          <tbody>
            {challenge.tiers.map((t) => {
              const hp = challenge.shrineHp?.[t];
              return (
                <tr key={t}>
                  <th scope="row">{tierName(t)}</th>
                  {challenge.shrineHp && <td>{hp === undefined || hp === 'unknown' ? 'not stated' : formatNumber(hp)}</td>}
                  {limitsDiffer && <td>{formatMinutes(challenge.timeLimitMinutes[t])}</td>}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
