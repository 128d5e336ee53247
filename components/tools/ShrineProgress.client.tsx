'use client';

import { writeNumbersAs } from '@/lib/model/format';
import { WholeNumberField } from './WholeNumberField';
import { useId, type ReactNode } from 'react';
import type { ShrineMilestone } from '@/lib/schemas/shrines';
import { shrinesCodec } from '@/lib/tools/tool-codecs';
import { bonusLines, lookupMilestone, MAX_COMPLETED, milestoneLabel, resolveShrineInputs, type MilestoneWords } from '@/lib/game/shrines';
import type { PagesCopy } from '@/lib/schemas/pages';
import type { SiteLabels } from '@/lib/schemas/labels';
import { fillTemplate } from '@/lib/model/template';
import { CopyLink } from './CopyLink.client';
import { ToolSection } from './ToolSection';
import { useUrlState } from '../ui/useUrlState.client';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';

function Bonuses({ row, label, words }: { row: ShrineMilestone; label: string; words: MilestoneWords }) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {bonusLines(row, words).map((line) => (
        <li key={line} className="rounded-full border border-gold/60 bg-gold/10 px-3 py-1 text-sm font-semibold text-text">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** Shrine progress: the progression bonus for a completed count, and the next milestone. */
export function ShrineProgress({
  milestones,
  words,
  bonusWords,
  copyWords,
  withoutScripts,
  numbers,
}: {
  milestones: ShrineMilestone[];
  words: PagesCopy['tools-shrines']['shrines'];
  /** The bonuses' words (content/site.json `labels.records.shrineMilestones`). */
  bonusWords: MilestoneWords;
  copyWords: SiteLabels['links'];
  /** The note shown in the fields' place with JavaScript off (a server-rendered WithoutScriptsNote: no code of its own here). */
  withoutScripts: ReactNode;
  /** How the page's language writes numbers (lib/site/page-language.ts pageNumbers); none in English. */
  numbers?: string;
}) {
  writeNumbersAs(numbers);
  const { state, update } = useUrlState(shrinesCodec);
  const { text, completed } = resolveShrineInputs(state);
  const id = useId();
  const found = completed === null ? undefined : lookupMilestone(completed, milestones);

  return (
    <ToolSection title={words.progressTitle} id={`${id}-progress`}>
      {withoutScripts}
      <div className={`max-w-xs ${NEEDS_SCRIPTS}`}>
        <WholeNumberField
          id={`${id}-completed`}
          label={words.completedLabel}
          value={text}
          invalid={completed === null}
          error={fillTemplate(words.completedError, { max: String(MAX_COMPLETED) })}
          onChange={(value) => update({ completed: value })}
        />
      </div>
      {found && (
        <div className="mt-6 grid gap-6 md:grid-cols-2" aria-live="polite">
          <div data-active>
            <h3 className="font-display text-lg text-gold">{words.activeTitle}</h3>
            {found.status === 'none' && <p className="mt-2 text-text">{words.none}</p>}
            {found.row && found.status === 'listed' && (
              <>
                <p className="mt-2 text-text">{fillTemplate(words.fromRow, { row: milestoneLabel(found.row) })}</p>
                <Bonuses row={found.row} words={bonusWords} label={words.activeLabel} />
              </>
            )}
            {found.row && found.status === 'unlisted' && (
              <>
                <p className="mt-2 text-text">{fillTemplate(words.unlisted, { completed: String(completed), row: milestoneLabel(found.row) })}</p>
                <Bonuses row={found.row} words={bonusWords} label={fillTemplate(words.rowBonuses, { row: milestoneLabel(found.row) })} />
              </>
            )}
          </div>
          <div data-next>
            <h3 className="font-display text-lg text-gold">{words.nextTitle}</h3>
            {found.next ? (
              <>
                <p className="mt-2 text-text">{fillTemplate(words.nextLine, { completed: String(found.next.completed), more: String(found.next.completed - completed!) })}</p>
                <Bonuses row={found.next} words={bonusWords} label={words.nextLabel} />
              </>
            ) : (
              <p className="mt-2 text-text">{words.lastRow}</p>
            )}
          </div>
        </div>
      )}
      <CopyLink words={copyWords} className="mt-6" />
    </ToolSection>
  );
}
