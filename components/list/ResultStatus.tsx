import { resultCountText, type ListWords } from '@/lib/records/filter';

/** The live line under a list's filters: "Found 3 results with 1 filter" while filtering, `idle` otherwise. */
export function ResultStatus({ words, filtering, shown, filters, idle, className }: { words: ListWords; filtering: boolean; shown: number; filters: number; idle: string; className: string }) {
  return (
    <p role="status" aria-live="polite" className={className}>
      {filtering ? resultCountText(words, shown, filters) : idle}
    </p>
  );
}
