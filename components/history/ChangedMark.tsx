import type { Content } from '@/lib/content';
import { CHANGED_MARK_SCRIPT, changedMarkAttributes } from '@/lib/history/changed-mark';
import { changedMark } from '@/lib/site/changes';

/**
 * "Changed since your last visit: <date>" under a page's title, hidden in the HTML: /changed-mark.js (async, after
 * the first paint) shows it when the reader last saw an older version of the page, and remembers this one in
 * localStorage. Nothing, and no script, when the build has no history.
 */
export function ChangedMark({ content, pagePath }: { content: Content; pagePath: string }) {
  const mark = changedMark(content, pagePath);
  if (!mark) return null;
  return (
    <>
      <p {...changedMarkAttributes(mark, true)} hidden className="mt-2 text-sm font-semibold text-gold">
        {mark.text}
      </p>
      <script src={CHANGED_MARK_SCRIPT} async />
    </>
  );
}
