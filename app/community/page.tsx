import { LinkCard } from '@/components/cards/LinkCard';
import { Container, PageHeader } from '@/components/site/PageHeader';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/page-metadata';

export const metadata = fixedPageMetadata('community', '/community/');

export default function CommunityPage() {
  const { site, pages } = getContent();
  return (
    <Container>
      <PageHeader copy={pages.community} />
      <div className="grid gap-6 md:grid-cols-2">
        <LinkCard link={site.links.chatInvite} />
        <LinkCard link={site.links.videoChannel} />
      </div>
    </Container>
  );
}
