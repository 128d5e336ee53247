/** "Changed since your last visit" mark attributes; imports nothing, since the wiki index's client code uses it. */

/** The script every page with a mark loads async (scripts/changed-mark-script.mjs writes it). */
export { CHANGED_MARK_SCRIPT } from './changed-mark-path.mjs';

/** localStorage key: { [page path]: the change time of the version the reader last saw }. No cookie, no network. */
export const CHANGED_MARK_STORAGE_KEY = 'changed-mark:seen';

/** What a mark needs: the page it is about, when that page last changed (ISO time) and its words, filled at build time. */
export interface ChangedMarkData {
  path: string;
  at: string;
  text: string;
}

/** A mark's attributes; `visit`: the page's own mark, whose display records the visit. */
export function changedMarkAttributes(mark: Pick<ChangedMarkData, 'path' | 'at'>, visit: boolean): Record<string, string> {
  return { 'data-changed-mark': mark.path, 'data-changed-at': mark.at, ...(visit ? { 'data-changed-visit': '' } : {}) };
}
