import type { MDXContent } from 'mdx/types';
import type { GuideSection, WikiPage } from '../model/types';
import type { FactsByFile, PageFacts } from './page-facts';

/** A compiled MDX module: the component that renders the page and the facts its compile exported. */
export interface MdxModule {
  default: MDXContent;
  facts: PageFacts;
}

const modules = new Map<string, Promise<MdxModule>>();

function memoised(key: string, load: () => Promise<MdxModule>): Promise<MdxModule> {
  let loaded = modules.get(key);
  if (!loaded) {
    loaded = load();
    modules.set(key, loaded);
  }
  return loaded;
}

/*
 * The bundler compiles each MDX file once (next.config.mjs); everything the build needs to know about a
 * page (TOC, backlinks, search) comes from the `facts` of that same module, loaded here once per process.
 *
 * One map per folder, built once when this module loads (Turbopack's `import.meta.glob`). An `import()` of a
 * template string would do the same lookup, but Turbopack rebuilds its map of every file on each call: loading
 * all pages held pages² entries at once, and a 5,000-page build ran out of memory.
 */
const wikiFiles = import.meta.glob<MdxModule>('../../content/wiki/*.mdx');
const guideFiles = import.meta.glob<MdxModule>('../../content/guide/*.mdx');

function compiled(files: Record<string, () => Promise<MdxModule>>, folder: string, stem: string): Promise<MdxModule> {
  const load = files[`../../content/${folder}/${stem}.mdx`];
  if (!load) throw new Error(`lib/mdx/modules: the bundle has no content/${folder}/${stem}.mdx`);
  return load();
}

export const wikiModule = (slug: string) => memoised(`wiki/${slug}`, () => compiled(wikiFiles, 'wiki', slug));

export const guideModule = (fileStem: string) => memoised(`guide/${fileStem}`, () => compiled(guideFiles, 'guide', fileStem));

let allFacts: Promise<FactsByFile> | undefined;

/** Facts of every wiki page and every guide section with a body, by file (WikiPage.file). */
export function contentFacts(content: { wikiPages: readonly WikiPage[]; guideSections: readonly GuideSection[] }): Promise<FactsByFile> {
  allFacts ??= Promise.all([
    ...content.wikiPages.map(async (p) => [p.file, (await wikiModule(p.slug)).facts] as const),
    ...content.guideSections.filter((s) => s.hasBody).map(async (s) => [s.file, (await guideModule(s.fileStem)).facts] as const),
  ]).then((entries) => new Map(entries));
  return allFacts;
}
