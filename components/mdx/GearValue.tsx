import { gearValueText } from '@/lib/records/values';
import { gearRecord, valueOf } from './records';

/** One gear value: `<GearValue item="shinboko" stat="damage" grade="God" />` → "78"; armor takes `piece="…"`. */
export function GearValue({ item, stat, grade, piece }: { item: string; stat: string; grade?: string; piece?: string }) {
  const record = gearRecord(item, 'GearValue');
  return <>{valueOf('GearValue', () => gearValueText(record, { stat, grade, piece }))}</>;
}
