import { getContent } from '../content';
import { contentFacts } from '../mdx/modules';
import { buildSearchFiles, type SearchFiles } from './build';
import { buildSearchDocuments } from './documents';

let files: Promise<SearchFiles> | undefined;

/** The site's search files, built once per process from content/ and the compiled pages' facts (the routes under app/search/ serve them). */
export function siteSearchFiles(): Promise<SearchFiles> {
  files ??= (async () => {
    const content = getContent();
    return buildSearchFiles(buildSearchDocuments(content, await contentFacts(content)));
  })();
  return files;
}
