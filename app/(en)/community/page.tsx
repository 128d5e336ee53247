import { LinkCard } from '@/components/cards/LinkCard';
import { FixedPage } from '@/components/site/FixedPage';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('community', '/community/');

export default function CommunityPage() {
  const { site } = getContent();
  return (
    <FixedPage id="community">
      <div className="grid gap-6 md:grid-cols-2">
        <LinkCard link={site.links.chatInvite} />
        <LinkCard link={site.links.videoChannel} />
      </div>
    </FixedPage>
  );
}
