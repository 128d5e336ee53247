/** A list of "**Name**: description" entries: boss abilities, Limiter options. */
export function NamedEntryList({ entries, className, label }: { entries: readonly { name: string; description: string }[]; className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.name}>
          <strong>{entry.name}</strong>: {entry.description}
        </li>
      ))}
    </ul>
  );
}
