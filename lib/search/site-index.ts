import { getContent } from '../content';
import { DEFAULT_LANGUAGE, localPath } from '../i18n/languages';
import { contentFacts } from '../mdx/modules';
import { isTranslated } from '../site/translations';
import { buildSearchFiles, type SearchFiles } from './build';
import { withNumberStyle } from '../model/format';
import { buildSearchDocuments } from './documents';
import type { SearchDocument } from './options';

const files = new Map<string, Promise<SearchFiles>>();

/** A language's pages in its index: URLs under its prefix; untranslated pages by their English text, labelled so. */
function inLanguage(documents: SearchDocument[], code: string): SearchDocument[] {
  if (code === DEFAULT_LANGUAGE) return documents;
  const content = getContent(code);
  const english = ` · ${content.site.i18n.englishLabel}`;
  return documents.map((doc) => {
    const translated = isTranslated(doc.page.split('#')[0]!.replace(/\/$/, '') || '/', content);
    return {
      ...doc,
      url: localPath(code, doc.url),
      page: localPath(code, doc.page),
      ...(doc.group && { group: localPath(code, doc.group) }),
      kind: translated ? doc.kind : `${doc.kind}${english}`,
    };
  });
}

/** A language's search files, built once per process (served by app/search/ and app/[kind]/search/). */
export function siteSearchFiles(code: string = DEFAULT_LANGUAGE): Promise<SearchFiles> {
  let built = files.get(code);
  if (!built) {
    built = (async () => {
      const content = getContent(code);
      const facts = await contentFacts(content);
      // Numbers as the language's pages write them ("130.000"): a route handler has no page language of its own.
      return buildSearchFiles(inLanguage(withNumberStyle(content.language.numbers, () => buildSearchDocuments(content, facts)), code));
    })();
    files.set(code, built);
  }
  return built;
}
