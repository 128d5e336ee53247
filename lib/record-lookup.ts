import type { Content } from './content/types';

type RecordFileKey = 'bosses' | 'npcs' | 'gear' | 'structures' | 'animations';

/**
 * A record of one of the record files by slug, through the loader's index. It imports no schema, so display code
 * that tools also run in the browser (lib/record-facts.ts) does not pull zod into their bundles.
 */
export function recordAt<K extends RecordFileKey>(content: Content, key: K, slug: string): Content[K][number] | undefined {
  const position = content.index.records.get(key)?.get(slug);
  return position === undefined ? undefined : content[key][position];
}
