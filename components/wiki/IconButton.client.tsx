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
        className={`rounded-md p-2 hover:bg-surface-2 hover:text-gold ${expanded ? 'bg-gold text-ink hover:bg-gold hover:text-ink' : 'text-muted'}`}
      >
        {children}
      </button>
    </WithTooltip>
  );
}
