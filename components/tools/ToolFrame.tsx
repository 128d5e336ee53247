import type { ReactNode } from 'react';
import { Container, PageHeader } from '@/components/site/PageHeader';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { getContent } from '@/lib/content';
import type { PageCopy } from '@/lib/schemas/pages';

/** Breadcrumbs, title and intro of a tool page; the tool and its static sections go inside. */
export function ToolFrame({ copy, children }: { copy: PageCopy; children: ReactNode }) {
  const name = [copy.title, copy.titleAccent].filter(Boolean).join(' ');
  return (
    <Container>
      <Breadcrumbs trail={[{ label: getContent().pages.tools.breadcrumbLabel, href: '/tools' }, { label: name }]} />
      <PageHeader copy={copy} />
      {children}
    </Container>
  );
}
