/**
 * Past this size of the names file (about 1,000 pages; measured with scripts/bench-search-scale.mjs), the index is
 * parsed, built and queried in a Web Worker: building it takes longer than a frame on a slow phone.
 */
export const WORKER_THRESHOLD_CHARS = 100_000;
