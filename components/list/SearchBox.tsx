import type { ReactNode } from 'react';
import { SEARCH_PATH, StrokeIcon } from '../ui/StrokeIcon';
import { OWNS_QUERY_PARAM_ATTRIBUTE } from '../search/shortcuts';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';

/** Labelled search input (`children` drawn inside on the right); its query lives in ?q=, hidden without JavaScript. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className={`relative ${NEEDS_SCRIPTS}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <StrokeIcon d={SEARCH_PATH} className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        {...{ [OWNS_QUERY_PARAM_ATTRIBUTE]: '' }}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-line bg-surface py-3 pl-11 pr-24 text-text placeholder:text-muted focus:border-sky focus:outline-none focus:ring-2 focus:ring-sky/40"
      />
      {children && <div className="absolute right-2 top-1/2 flex -translate-y-1/2 items-center gap-1">{children}</div>}
    </div>
  );
}
