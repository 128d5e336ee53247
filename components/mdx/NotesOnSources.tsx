import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';

/** The collapsed "Notes on sources" block of record pages, styled like the wiki pages' plain <details>. */
export function NotesOnSources({ children }: { children: ReactNode }) {
  return (
    <details className="notes-on-sources">
      <summary>{getContent().site.labels.records.notesOnSources}</summary>
      {children}
    </details>
  );
}
