import { readMdxFacts } from '@/lib/content/check-mdx';
import { loadContent } from '@/lib/content/load';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { buildSearchFiles } from '@/lib/search/build';
import { buildSearchDocuments } from '@/lib/search/documents';
import { createSearch } from '@/lib/search/engine';

/** The real content/, its search documents and the search files the build writes (the same functions as app/search/). */
export const content = loadContent({ mdxFacts: compileMdxFacts });
export const facts = readMdxFacts(content.wikiPages, content.guideSections, compileMdxFacts, []);
export const documents = buildSearchDocuments(content, facts);
export const files = buildSearchFiles(documents);

/** The search as the dialog runs it, with shards read from memory instead of fetched. */
export const search = createSearch(files.names, async (file) => {
  const shard = files.shards.get(file);
  if (!shard) throw new Error(`no shard ${file}`);
  return shard;
});

/** The pages of the first results, without #heading. */
export const topPages = async (query: string, count = 3) => (await search(query)).hits.slice(0, count).map((h) => h.url.split('#')[0]!);
