import { bossValueText } from '@/lib/records/values';
import { bossRecord, valueOf } from './records';

/** One headline number of a boss (floor, ep, hp, armor, attack): `<BossValue boss="mezul" stat="hp" />` → "2,000". */
export function BossValue({ boss, stat }: { boss: string; stat: string }) {
  const record = bossRecord(boss, 'BossValue');
  return <>{valueOf('BossValue', () => bossValueText(record, stat))}</>;
}
