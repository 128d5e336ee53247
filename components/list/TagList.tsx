import type { ListWords } from '@/lib/records/filter';
import { OverflowTags } from './OverflowTags.client';

/** The words of a card's tag list: the list's name and the overflow button. */
export type TagWords = { tags: string; moreTags: ListWords['moreTags'] };

/** Tag chips: at most `max` visible, the rest behind a "+N more" control. */
export function TagList({ tags, words, max = 5 }: { tags: readonly string[]; words: TagWords; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={words.tags}>
      {shown.map((tag) => (
        <li key={tag} className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs text-muted">
          {tag}
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <OverflowTags hidden={hidden} label={words.moreTags} />
        </li>
      )}
    </ul>
  );
}
