import { ChangeList } from '@/components/history/ChangeList';
import { FixedPage } from '@/components/site/FixedPage';
import { getContent } from '@/lib/content';
import { siteHistory } from '@/lib/site/changes';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('changes', '/changes/');

/** Recent changes: the latest commits that touched content/, by day, each with the pages and values it changed. */
export default function ChangesPage() {
  const content = getContent();
  const history = siteHistory(content);
  return (
    <FixedPage id="changes">
      {history ? <ChangeList entries={history.recent()} words={content.pages.changes} /> : <p className="mt-6 text-muted">{content.pages.changes.unavailable}</p>}
    </FixedPage>
  );
}
