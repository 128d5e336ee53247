import { OverflowTags } from './OverflowTags.client';

/** Tag chips: at most `max` visible, the rest behind a "+N more" control. */
export function TagList({ tags, max = 5 }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs text-muted">
          {tag}
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <OverflowTags hidden={hidden} />
        </li>
      )}
    </ul>
  );
}
