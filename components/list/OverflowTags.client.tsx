'use client';

import { useId, useState } from 'react';
import type { Template } from '@/lib/schemas/template';
import { fillTemplate } from '@/lib/model/template';
import { WithTooltip } from '../ui/WithTooltip.client';

/** "+N more": hidden tags in a tooltip on hover/focus; a tap toggles them inline, as tooltips never open on touch. */
export function OverflowTags({ hidden, label }: { hidden: readonly string[]; label: Template<'count'> }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  return (
    <span className="relative z-10 inline-flex flex-wrap items-center gap-1.5">
      <WithTooltip content={hidden.join(', ')}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="rounded-full border border-gold/50 px-2.5 py-0.5 text-xs text-gold hover:bg-gold/10"
        >
          {fillTemplate(label, { count: hidden.length })}
        </button>
      </WithTooltip>
      <span id={listId} hidden={!expanded} className="text-xs text-muted">
        {hidden.join(', ')}
      </span>
    </span>
  );
}
