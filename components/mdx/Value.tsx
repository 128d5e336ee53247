import { getContent } from '@/lib/content';
import { gameValues } from '@/lib/game/values';

/** A number from the records stated inline in prose: `<Value of="koby-trade-limit" />` (names in lib/game/values.ts). */
export function Value({ of }: { of: string }) {
  const text = gameValues(getContent())[of];
  if (text === undefined) throw new Error(`Value: unknown value "${of}"`);
  return <span data-value={of}>{text}</span>;
}
