import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import type { FixedPageId } from '@/lib/schemas/ids';
import { Container, PageHeader } from './PageHeader';

/** A fixed page's frame: its heading and lead from content/pages.json, then the page's own content. */
export function FixedPage({ id, children }: { id: FixedPageId; children: ReactNode }) {
  return (
    <Container>
      <PageHeader copy={getContent().pages[id]} />
      {children}
    </Container>
  );
}
