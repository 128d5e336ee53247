/** Past this names-file size (about 1,000 pages, scripts/bench-search-scale.mjs) search runs in a Web Worker. */
export const WORKER_THRESHOLD_CHARS = 100_000;
