'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { TooltipProvider } from '../ui/TooltipProvider.client';

/** An icon-only button named by its label, which a tooltip also shows on hover and keyboard focus. */
export function IconButton({ label, onClick, children, expanded, controls }: { label: string; onClick: () => void; children: ReactNode; expanded?: boolean; controls?: string }) {
  return (
    <TooltipProvider>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
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
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 rounded-md border border-line bg-surface-2 px-2 py-1 text-xs text-text shadow-lg">
            {label}
            <Tooltip.Arrow className="fill-surface-2" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </TooltipProvider>
  );
}
