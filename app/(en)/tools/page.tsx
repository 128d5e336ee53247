import { Container, PageHeader } from '@/components/site/PageHeader';
import { ToolCards } from '@/components/tools/ToolCards';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('tools', '/tools/');

export default function ToolsPage() {
  return (
    <Container>
      <PageHeader copy={getContent().pages.tools} />
      <ToolCards />
    </Container>
  );
}
