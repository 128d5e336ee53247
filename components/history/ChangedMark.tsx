import type { Content } from '@/lib/content';
import { CHANGED_MARK_SCRIPT, changedMarkAttributes } from '@/lib/history/changed-mark';
import { changedMark } from '@/lib/site/changes';

/** "Changed since your last visit" under a title, hidden; /changed-mark.js shows it after the first paint. */
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
