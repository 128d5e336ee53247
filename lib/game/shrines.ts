import { capitalise, formatNumber, joinList } from '../model/format';
import type { SiteLabels } from '../schemas/labels';
import { fillPlural, fillTemplate } from '../model/template';
import type { ShrineChallenge, ShrineMilestone, ShrineTier, TierNumber } from '../schemas/shrines';

/** Where a completed count stands in the progression table. */
export interface MilestoneLookup {
  /** The row that applies, or the last row below the count; undefined before the first row. */
  row?: ShrineMilestone;
  /** "listed": a row covers this count; "unlisted": between separate rows (e.g. 4); "none": below the first. */
  status: 'listed' | 'unlisted' | 'none';
  /** The next row above the count, if any. */
  next?: ShrineMilestone;
}

/** Looks a completed count up in the progression table (rows sorted by `completed`). */
export function lookupMilestone(completed: number, rows: readonly ShrineMilestone[]): MilestoneLookup {
  const row = [...rows].reverse().find((r) => r.completed <= completed);
  const next = rows.find((r) => r.completed > completed);
  if (!row) return { status: 'none', next };
  const status = row.completed === completed || row.orMore ? 'listed' : 'unlisted';
  return { row, status, next };
}

/** The words of the progression bonuses and of the challenge summaries (content/site.json `labels.records`). */
export type MilestoneWords = SiteLabels['records']['shrineMilestones'];
export type ChallengeWords = SiteLabels['records']['shrineChallenges'];

const percent = (value: number) => `+${value}%`;

/** A row's bonuses as short lines, e.g. ["+5% Rare loot", "2 chests", "+50% Elite spawn", "+1% Loot Explosion"]. */
export function bonusLines(row: ShrineMilestone, words: MilestoneWords): string[] {
  const lines: string[] = [];
  if (row.uncommonGuaranteed) lines.push(words.guaranteedUncommon);
  if (row.uncommonLootPercent !== undefined) lines.push(fillTemplate(words.uncommonLoot, { percent: percent(row.uncommonLootPercent) }));
  if (row.rareLootPercent !== undefined) lines.push(fillTemplate(words.rareLoot, { percent: percent(row.rareLootPercent) }));
  if (row.chests !== undefined) lines.push(fillPlural(words.chests, row.chests, {}));
  if (row.eliteSpawnPercent !== undefined) lines.push(fillTemplate(words.eliteSpawn, { percent: percent(row.eliteSpawnPercent) }));
  if (row.lootExplosionPercent !== undefined) lines.push(fillTemplate(words.lootExplosion, { percent: percent(row.lootExplosionPercent) }));
  return lines;
}

/** "10+" for an open-ended row, else "6". */
export function milestoneLabel(row: ShrineMilestone): string {
  return row.orMore ? `${row.completed}+` : String(row.completed);
}

/** The highest completed count the tool reads (four digits). */
export const MAX_COMPLETED = 9999;

/** Reads a typed completed count: a whole number from 0 to MAX_COMPLETED; null otherwise. */
export function parseCompleted(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** "3 minutes", "1 minute", or `notStated` (a dash, explained once under the challenges table). */
export function formatMinutes(value: TierNumber | undefined, words: ChallengeWords): string {
  if (value === undefined || value === 'unknown') return words.notStated;
  return fillPlural(words.minutes, value, {});
}

/** A tier's name from its id ("gold" → "Gold"); the id where the tier is not listed. */
export const tierName = (tiers: readonly ShrineTier[], id: string) => tiers.find((t) => t.id === id)?.name ?? id;

/** "Gold and Stellar", "Stellar only" style tier list of a challenge. */
export function challengeTierNames(challenge: ShrineChallenge, tiers: readonly ShrineTier[]): string {
  return joinList(challenge.tiers.map((id) => tierName(tiers, id)));
}

/** One line for the time limit: "3 minutes", or per tier when they differ ("1 minute at Bronze; — at Silver, Gold and Stellar"). */
export function timeLimitSummary(challenge: ShrineChallenge, tiers: readonly ShrineTier[], words: ChallengeWords): string {
  const byText = new Map<string, string[]>();
  for (const id of challenge.tiers) {
    const text = formatMinutes(challenge.timeLimitMinutes[id], words);
    byText.set(text, [...(byText.get(text) ?? []), tierName(tiers, id)]);
  }
  const entries = [...byText];
  if (entries.length === 1) return capitalise(entries[0]![0]);
  return capitalise(entries.map(([text, names]) => fillTemplate(words.timeAtTiers, { time: text, tiers: joinList(names) })).join('; '));
}

/** A row of the challenges table: its tiers (and the chance it appears at all), time limit, attempts and locks. */
export function challengeSummary(challenge: ShrineChallenge, tiers: readonly ShrineTier[], words: ChallengeWords) {
  const chance = challenge.spawnChancePercent === undefined ? '' : ` ${fillTemplate(words.spawnChance, { percent: challenge.spawnChancePercent })}`;
  return { tiers: `${challengeTierNames(challenge, tiers)}${chance}`, timeLimit: timeLimitSummary(challenge, tiers, words), attempts: lockSummary(challenge, words) };
}

/** A challenge's shrine HP by tier, if any (time limits are said once, in the challenges table). */
export function shrineHpByTier(challenge: ShrineChallenge, tiers: readonly ShrineTier[], words: ChallengeWords) {
  const { shrineHp } = challenge;
  if (shrineHp === undefined) return undefined;
  return challenge.tiers.map((t) => {
    const hp = shrineHp[t];
    return { id: t, tier: tierName(tiers, t), shrineHp: hp === undefined || hp === 'unknown' ? words.notStated : formatNumber(hp) };
  });
}

/** Attempts and locks in one line, e.g. "1 attempt per day; a failure locks the shrine for 24 hours". */
export function lockSummary(challenge: ShrineChallenge, words: ChallengeWords): string {
  const parts: string[] = [];
  if (challenge.attemptsPerDay !== undefined) parts.push(fillPlural(words.attemptsPerDay, challenge.attemptsPerDay, {}));
  if (challenge.lock) {
    const hours = fillPlural(words.hours, challenge.lock.hours, {});
    parts.push(fillTemplate(challenge.lock.after === 'failure' ? words.lockAfterFailure : words.lockAfterEnd, { hours }));
  }
  return parts.length ? capitalise(parts.join('; ')) : words.notStated;
}

/** Whether any cell of the challenges table or of a challenge's values by tier shows `notStated`: the table then explains the dash once. */
export function hasUnstatedValues(challenges: readonly ShrineChallenge[], tiers: readonly ShrineTier[], words: ChallengeWords): boolean {
  return challenges.some((c) => {
    const summary = challengeSummary(c, tiers, words);
    const cells = [summary.timeLimit, summary.attempts, ...(shrineHpByTier(c, tiers, words)?.map((r) => r.shrineHp) ?? [])];
    return cells.some((cell) => cell.includes(words.notStated));
  });
}

/** The shrine tool's input: the box's text and the count it holds (null when it is not a whole number). Default: 0. */
export function resolveShrineInputs(state: { completed?: string }): { text: string; completed: number | null } {
  const text = state.completed ?? '0';
  return { text, completed: parseCompleted(text) };
}
