/** Where the "changed since your last visit" script is served (plain JS: the build scripts run it under node). */
export const CHANGED_MARK_SCRIPT = '/changed-mark.js';
