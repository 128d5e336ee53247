export interface SearchScale {
  namesRaw: number;
  namesGzip: number;
  shardFiles: number;
  shardsRaw: number;
  shardsGzip: number;
  firstQuery: string;
  firstQueryBytes: number;
  firstQueryFiles: number;
  worker: boolean;
  queries: number;
  queryMedianMs: number;
  queryP95Ms: number;
  keystrokes: number;
  keystrokeP95Ms: number;
  keystrokeMaxMs: number;
  frameGapP95Ms: number;
  frameGapMaxMs: number;
  idleFrameGapP95Ms: number;
  heapBytes: number;
}
export function searchScale(out: string, options?: { firstQuery?: string; queries?: string[] }): Promise<SearchScale>;
export function firstQueryWorstCase(out: string, resultLimit?: number): number;
export function printSearchScale(rows: ({ label: string } & SearchScale)[]): void;
