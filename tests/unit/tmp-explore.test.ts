import { it } from 'vitest';
import { readMdxFacts } from '@/lib/content/check-mdx';
import { loadContent } from '@/lib/content/load';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { buildSearchDocuments } from '@/lib/search/documents';
import { buildSearchFiles } from '@/lib/search/build';
import { createSearch } from '@/lib/search/engine';
import { gzipSync } from 'node:zlib';

it("explore", { timeout: 60000 }, async () => {
  const content = loadContent({ mdxFacts: compileMdxFacts });
  const facts = readMdxFacts(content.wikiPages, content.guideSections, compileMdxFacts, []);
  const files = buildSearchFiles(buildSearchDocuments(content, facts));
  const names = JSON.stringify(files.names);
  console.log('names', names.length, gzipSync(names).length, 'shards', files.shards.size);
  let total = 0, gz = 0;
  for (const [f, s] of files.shards) { const t = JSON.stringify(s); total += t.length; gz += gzipSync(t).length; }
  console.log('shards raw', total, 'gz', gz);
  const search = createSearch(files.names, async (f) => files.shards.get(f));
  for (const q of (process.env.Q ?? 'mezul').split('|')) {
    const r = await search(q);
    console.log(q, r.ms.toFixed(1), r.hits.slice(0, 5).map((h) => h.url).join('  '), r.suggestions);
  }
});
