import type { MDXContent } from 'mdx/types';
import type { GuideSection, WikiPage } from '../model/types';
import type { FactsByFile, PageFacts } from './page-facts';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { requestLanguage } from '../i18n/request';

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

/**
 * Each page's facts come from its one compiled module. One map per folder via `import.meta.glob`: an `import()` of a
 * template string made Turbopack rebuild its file map per call, and a 5,000-page build ran out of memory.
 */
const files = {
  ...import.meta.glob<MdxModule>('../../content/wiki/*.mdx'),
  ...import.meta.glob<MdxModule>('../../content/guide/*.mdx'),
  ...import.meta.glob<MdxModule>('../../content/pages/*.mdx'),
  // Translations: the same pages under content/translations/<language>/ (lib/content/translations.ts).
  ...import.meta.glob<MdxModule>('../../content/translations/*/wiki/*.mdx'),
  ...import.meta.glob<MdxModule>('../../content/translations/*/guide/*.mdx'),
  ...import.meta.glob<MdxModule>('../../content/translations/*/pages/*.mdx'),
};

/** A page in the language being rendered (lib/i18n/request.ts) where it is translated, else in English. */
function compiled(folder: string, stem: string, code: string): Promise<MdxModule> {
  const load = (code !== DEFAULT_LANGUAGE && files[`../../content/translations/${code}/${folder}/${stem}.mdx`]) || files[`../../content/${folder}/${stem}.mdx`];
  if (!load) throw new Error(`lib/mdx/modules: the bundle has no content/${folder}/${stem}.mdx`);
  return load();
}

const inLanguage = (folder: string, stem: string, code = requestLanguage()) => memoised(`${code}/${folder}/${stem}`, () => compiled(folder, stem, code));

export const wikiModule = (slug: string, code?: string) => inLanguage('wiki', slug, code);

export const guideModule = (fileStem: string, code?: string) => inLanguage('guide', fileStem, code);

/** content/pages/<stem>.mdx (the about page's text). */
export const pageModule = (stem: string, code?: string) => inLanguage('pages', stem, code);

const allFacts = new Map<string, Promise<FactsByFile>>();

/** Facts of every wiki page and every guide section with a body, by file (WikiPage.file), in the content's language. */
export function contentFacts(content: { wikiPages: readonly WikiPage[]; guideSections: readonly GuideSection[]; language: { code: string } }): Promise<FactsByFile> {
  const code = content.language.code;
  const known = allFacts.get(code);
  if (known) return known;
  const facts = Promise.all([
    ...content.wikiPages.map(async (p) => [p.file, (await wikiModule(p.slug, code)).facts] as const),
    ...content.guideSections.filter((s) => s.hasBody).map(async (s) => [s.file, (await guideModule(s.fileStem, code)).facts] as const),
  ]).then((entries) => new Map(entries));
  allFacts.set(code, facts);
  return facts;
}
