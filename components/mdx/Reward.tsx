import { getContent } from '@/lib/content';
import { firstKillRewardText } from '@/lib/records/values';
import { bossRecord, valueOf } from './records';

/** A boss's first-kill gold in words, e.g. "3 Gold Coins": `<Reward boss="black-spider" />`. */
export function Reward({ boss }: { boss: string }) {
  const record = bossRecord(boss, 'Reward');
  return <strong>{valueOf('Reward', () => firstKillRewardText(record, getContent().site.labels.facts))}</strong>;
}
