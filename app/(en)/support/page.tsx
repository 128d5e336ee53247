import { LinkCard } from '@/components/cards/LinkCard';
import { FixedPage } from '@/components/site/FixedPage';
import { Badge } from '@/components/ui/Badge';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('support', '/support/');

export default function SupportPage() {
  const { site, pages } = getContent();
  return (
    <FixedPage id="support">
      <div className="grid gap-6 md:grid-cols-2">
        <LinkCard link={site.links.crowdfunding} />
        <div className="rounded-xl border border-line bg-surface p-6">
          <h2 className="font-display text-2xl text-gold">{pages.support.more.title}</h2>
          <p className="mt-2 text-muted">{pages.support.more.text}</p>
          <Badge className="mt-3" tone="sky">
            {pages.support.more.notice}
          </Badge>
        </div>
      </div>
    </FixedPage>
  );
}
