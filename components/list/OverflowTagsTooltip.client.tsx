'use client';

import { useId, useState } from 'react';
import type { Template } from '@/lib/schemas/template';
import { fillTemplate } from '@/lib/template';
import { Tooltip } from '../ui/Tooltip.client';

/**
 * "+N more": the hidden tags show in a tooltip on hover and keyboard focus; a tap or click
 * toggles them inline, because tooltips never open on touch.
 */
export function OverflowTagsTooltip({ hidden, label }: { hidden: readonly string[]; label: Template<'count'> }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  return (
    <span className="relative z-10 inline-flex flex-wrap items-center gap-1.5">
      <Tooltip content={hidden.join(', ')}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="rounded-full border border-gold/50 px-2.5 py-0.5 text-xs text-gold hover:bg-gold/10"
        >
          {fillTemplate(label, { count: hidden.length })}
        </button>
      </Tooltip>
      <span id={listId} hidden={!expanded} className="text-xs text-muted">
        {hidden.join(', ')}
      </span>
    </span>
  );
}
