import { Fragment } from 'react';
import type { Segment } from '@/lib/search/highlight';

/** Text with its matched words in <mark>. Every piece is a React text node: typed or indexed text is never parsed as HTML. */
export function Segments({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.mark ? (
          <mark key={i} className="rounded-sm bg-gold text-ink">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
