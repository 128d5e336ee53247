/** Types for the part of scripts/bench-search-scale.mjs that scripts/bench-search-synthetic.mts imports. */
export function searchScaleRow(out: string, label: string): Promise<(string | number)[]>;
export function printSearchScale(rows: (string | number)[][]): void;
