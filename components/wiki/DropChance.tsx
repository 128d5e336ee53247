import { dropChanceText } from '@/lib/record-values';
import { bossRecord } from './records';

/** The chance of each of a boss's drops on every kill (per item, lib/record-facts.ts), e.g. "5%": `<DropChance boss="mezul" />`. */
export function DropChance({ boss }: { boss: string }) {
  return <strong>{dropChanceText(bossRecord(boss, 'DropChance'))}</strong>;
}
