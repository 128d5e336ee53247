import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';

/** "All" plus one toggle chip per option (aria-pressed); hidden without JavaScript, when they would do nothing. */
export function FacetChips({
  label,
  allLabel,
  options,
  selected,
  multi = false,
  onChange,
}: {
  label: string;
  /** Omit for multi-select panels that have their own clear control. */
  allLabel?: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  multi?: boolean;
  onChange: (selected: string[]) => void;
}) {
  const chip = (pressed: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm transition-colors ${
      pressed ? 'border-gold bg-gold text-ink font-semibold' : 'border-line bg-surface text-text hover:border-gold/70 hover:text-gold'
    }`;
  const toggle = (value: string) => {
    if (!multi) return onChange(selected.includes(value) ? [] : [value]);
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-2 ${NEEDS_SCRIPTS}`}>
      {allLabel && (
        <button type="button" aria-pressed={selected.length === 0} className={chip(selected.length === 0)} onClick={() => onChange([])}>
          {allLabel}
        </button>
      )}
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={selected.includes(option.value)} className={chip(selected.includes(option.value))} onClick={() => toggle(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
