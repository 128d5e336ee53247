/// <reference lib="webworker" />
import type { NamesFile } from './files';
import { searchHere, type SearchEngine } from './local';

/** The search of a large site, off the main thread: the page sends the names file once, then queries. */
let engine: SearchEngine | undefined;

self.onmessage = async ({ data }: MessageEvent<{ names?: string; base?: string; id?: number; query?: string }>) => {
  if (data.names !== undefined) {
    engine = searchHere(JSON.parse(data.names) as NamesFile, data.base);
    return;
  }
  try {
    self.postMessage({ id: data.id, results: await engine!.search(data.query ?? '') });
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) });
  }
};
