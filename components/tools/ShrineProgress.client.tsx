'use client';

import { WholeNumberField } from './WholeNumberField';
import { useId } from 'react';
import type { ShrineMilestone } from '@/lib/schemas/shrines';
import { shrinesCodec } from '@/lib/tools/tool-codecs';
import { bonusLines, lookupMilestone, milestoneLabel, resolveShrineInputs } from '@/lib/tools/shrines';
import { CopyLink } from './CopyLink.client';
import { ToolSection } from './ToolSection';
import { useUrlState } from '../ui/useUrlState.client';

function Bonuses({ row, label }: { row: ShrineMilestone; label: string }) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {bonusLines(row).map((line) => (
        <li key={line} className="rounded-full border border-gold/60 bg-gold/10 px-3 py-1 text-sm font-semibold text-text">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** Shrine progress: the progression bonus for a completed count, and the next milestone. */
export function ShrineProgress({ milestones }: { milestones: ShrineMilestone[] }) {
  const { state, update, ready } = useUrlState(shrinesCodec);
  const { text, completed } = resolveShrineInputs(state);
  const id = useId();
  const found = completed === null ? undefined : lookupMilestone(completed, milestones);

  return (
    <ToolSection title="Your progress" id={`${id}-progress`}>
      <div className="max-w-xs">
        <WholeNumberField
          id={`${id}-completed`}
          label="Shrine tiers completed"
          value={text}
          invalid={completed === null}
          error="Enter a whole number from 0 to 9999."
          onChange={(value) => update({ completed: value })}
        />
      </div>
      {found && (
        <div className="mt-6 grid gap-6 md:grid-cols-2" aria-live="polite">
          <div data-active>
            <h3 className="font-display text-lg text-gold">Active now</h3>
            {found.status === 'none' && <p className="mt-2 text-text">No progression bonus yet.</p>}
            {found.row && found.status === 'listed' && (
              <>
                <p className="mt-2 text-text">From the {milestoneLabel(found.row)} row of the table:</p>
                <Bonuses row={found.row} label="Active bonuses" />
              </>
            )}
            {found.row && found.status === 'unlisted' && (
              <>
                <p className="mt-2 text-text">
                  The table has no row for {completed} completed shrines. The last row below it ({milestoneLabel(found.row)}) gives the bonuses below; whether they
                  still apply at {completed} is not stated.
                </p>
                <Bonuses row={found.row} label={`Bonuses of the ${milestoneLabel(found.row)} row`} />
              </>
            )}
          </div>
          <div data-next>
            <h3 className="font-display text-lg text-gold">Next milestone</h3>
            {found.next ? (
              <>
                <p className="mt-2 text-text">
                  {found.next.completed} completed ({found.next.completed - completed!} more):
                </p>
                <Bonuses row={found.next} label="Bonuses at the next milestone" />
              </>
            ) : (
              <p className="mt-2 text-text">You have reached the last row of the table.</p>
            )}
          </div>
        </div>
      )}
      <CopyLink ready={ready} className="mt-6" />
    </ToolSection>
  );
}
