/*
 * "Changed since your last visit": the attributes a hidden mark carries and the script that reveals it
 * (./changed-mark-script.ts, bundled into out/changed-mark.js). Imports nothing: the wiki index's client code uses it.
 */

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

/**
 * A mark's attributes. `visit`: the mark of the page itself, whose display records the visit (a card's mark only
 * shows what the reader has not seen yet).
 */
export function changedMarkAttributes(mark: Pick<ChangedMarkData, 'path' | 'at'>, visit: boolean): Record<string, string> {
  return { 'data-changed-mark': mark.path, 'data-changed-at': mark.at, ...(visit ? { 'data-changed-visit': '' } : {}) };
}
