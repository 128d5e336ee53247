import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';

/**
 * The collapsed "Notes on sources" block for record pages; wiki pages write a plain <details> in MDX, and
 * app/globals.css styles both the same way (.notes-on-sources and .prose-wiki details).
 */
export function NotesOnSources({ children }: { children: ReactNode }) {
  return (
    <details className="notes-on-sources">
      <summary>{getContent().site.labels.records.notesOnSources}</summary>
      {children}
    </details>
  );
}
