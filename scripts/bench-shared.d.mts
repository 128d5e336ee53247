/** Types for the part of scripts/bench-shared.mjs that unit tests import. */
export function firstViewAssets(html: string): { scripts: string[]; styles: string[] };
