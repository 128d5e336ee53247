import { dropChanceText } from '@/lib/records/values';
import { bossRecord } from './records';

/** The chance of each of a boss's drops on every kill (per item, lib/records/facts.ts), e.g. "5%": `<DropChance boss="mezul" />`. */
export function DropChance({ boss }: { boss: string }) {
  return <strong>{dropChanceText(bossRecord(boss, 'DropChance'))}</strong>;
}
