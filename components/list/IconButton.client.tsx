'use client';

import type { ReactNode } from 'react';
import { WithTooltip } from '../ui/WithTooltip.client';

/** An icon-only button named by its label, which a tooltip also shows on hover and keyboard focus. */
export function IconButton({ label, onClick, children, expanded, controls }: { label: string; onClick: () => void; children: ReactNode; expanded?: boolean; controls?: string }) {
  return (
    <WithTooltip content={label}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onClick}
        // One set of hover colours per state: two hover:bg-* on one button leave the winner to the stylesheet's order.
        className={`rounded-md p-2 ${expanded ? 'bg-gold text-ink' : 'text-muted hover:bg-surface-2 hover:text-gold'}`}
      >
        {children}
      </button>
    </WithTooltip>
  );
}
