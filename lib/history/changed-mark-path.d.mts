export const CHANGED_MARK_SCRIPT: '/changed-mark.js';
