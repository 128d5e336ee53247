import path from 'node:path';
import type * as Outline from '@/lib/content/mdx-outline';

/**
 * A `vi.mock('@/lib/content/mdx-outline', …)` factory for tests that load a content copy many times: parsing MDX
 * is most of a load, and each test changes one file, so every unchanged source is parsed once. The outline is a
 * pure function of the source (tests never edit a partial), so this changes the speed, not the verdicts.
 */
export async function memoOutline(importOriginal: () => Promise<unknown>) {
  const original = (await importOriginal()) as typeof Outline;
  const memo = new Map<string, Outline.MdxOutline>();
  return {
    ...original,
    outlineMdx: (source: string, filePath: string) => {
      const key = `${path.basename(filePath)}\0${source}`;
      if (!memo.has(key)) memo.set(key, original.outlineMdx(source, filePath));
      return structuredClone(memo.get(key)!);
    },
  };
}
