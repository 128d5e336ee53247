import { dropChanceText } from '@/lib/record-values';
import { bossRecord } from './records';

/** A boss's gear drop chance per kill, e.g. "5%": `<DropChance boss="mezul" />`. */
export function DropChance({ boss }: { boss: string }) {
  return <strong>{dropChanceText(bossRecord(boss, 'DropChance'))}</strong>;
}
