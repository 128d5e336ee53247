/**
 * Bundled alone into out/changed-mark.js (0.5 KiB gzipped at most, budgets.json), loaded async by pages with a mark:
 * reveals marks of pages changed since the reader's last visit and records visits, after the first frame.
 */
import { CHANGED_MARK_STORAGE_KEY } from './changed-mark';

let seen: Record<string, string> = {};
try {
  seen = JSON.parse(localStorage.getItem(CHANGED_MARK_STORAGE_KEY) ?? '{}') as Record<string, string>;
} catch {
  // No storage (a private window, storage switched off): no marks, nothing remembered.
}
/** Pages found changed during this page view: their marks stay shown though the visit is recorded. */
const changed = new Set<string>();

const run = () => {
  let visited = false;
  for (const mark of document.querySelectorAll<HTMLElement>('[data-changed-mark]')) {
    const { changedMark: path = '', changedAt: at = '' } = mark.dataset;
    const last = seen[path];
    if (last && last < at) changed.add(path);
    if (changed.has(path)) mark.hidden = false;
    if (mark.dataset.changedVisit !== undefined && last !== at) {
      seen[path] = at;
      visited = true;
    }
  }
  if (visited) {
    try {
      localStorage.setItem(CHANGED_MARK_STORAGE_KEY, JSON.stringify(seen));
    } catch {
      // Full or switched off: the next visit just shows no mark.
    }
  }
};

requestAnimationFrame(() => {
  setTimeout(run);
  new MutationObserver(run).observe(document.body, { childList: true, subtree: true });
});
