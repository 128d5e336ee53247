import fs from 'node:fs';
import path from 'node:path';
import { NAMES_PATH, SEARCH_DIR } from '../../lib/search/paths';
import { OUT } from './out-files';

/**
 * The search code as the build wrote it: the chunk(s) holding the dialog (its combobox; its words come with the
 * page) or MiniSearch, which no other code contains. Known from out/, not from timing, so a page's own late chunks
 * never count.
 */
function searchChunks(): string[] {
  const dir = path.join(OUT, '_next/static/chunks');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && /"combobox"|MiniSearch/.test(fs.readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => `/_next/static/chunks/${file.split(path.sep).join('/')}`);
}

/** The search code and the names file, by path. */
export const SEARCH_ASSETS: ReadonlySet<string> = new Set([NAMES_PATH, ...searchChunks()]);

/** A request for search: its code, or anything under /search/ (the index files). */
export const isSearchAsset = (pathname: string) => SEARCH_ASSETS.has(pathname) || pathname.startsWith(SEARCH_DIR);
