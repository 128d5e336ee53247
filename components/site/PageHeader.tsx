import type { ReactNode } from 'react';
import type { PageCopy } from '@/lib/schemas/pages';
import { PageTitle } from './PageTitle';

/** The H1 (two-tone when the copy has an accent part) and the lead paragraph of a fixed page. */
export function PageHeader({ copy, children }: { copy: Pick<PageCopy, 'title' | 'titleAccent' | 'intro'>; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <PageTitle title={copy.title} accent={copy.titleAccent} />
      {copy.intro && <p className="mt-3 max-w-3xl text-lg text-muted">{copy.intro}</p>}
      {children}
    </header>
  );
}

/** Page width and padding shared by every page. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-10 ${className}`}>{children}</div>;
}
