/**
 * Search at scale without a build: a copy of out/ with the search files of the site plus N synthetic pages and
 * records (lib/search/build.ts), measured by bench-search-scale.mjs. A 5,000-page build takes hours; this, a minute.
 * Usage: npx tsx scripts/bench-search-synthetic.mts [N=5000] [out=out]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMdxFacts } from '../lib/content/check-mdx';
import { loadContent } from '../lib/content/load';
import { compileMdxFacts } from '../lib/mdx/compile-facts.mjs';
import { buildSearchFiles } from '../lib/search/build';
import { buildSearchDocuments } from '../lib/search/documents';
import type { SearchDocument } from '../lib/search/options';
import { printSearchScale, searchScaleRow } from './bench-search-scale.mjs';

const n = Number(process.argv[2] ?? 5000);
const source = path.resolve(process.argv[3] ?? 'out');
const content = loadContent({ mdxFacts: compileMdxFacts });
const facts = readMdxFacts(content.wikiPages, content.guideSections, compileMdxFacts, []);
const tags = JSON.parse(fs.readFileSync('content/tags.json', 'utf8')) as string[];
const structureLabel = 'Structure';
const pad = (i: number) => String(i).padStart(5, '0');

function synthetic(i: number): Omit<SearchDocument, 'id'>[] {
  const base = `/wiki/synthetic-page-${pad(i)}/`;
  const title = `Synthetic page ${i}`;
  const page = { page: base, kind: content.site.labels.searchKinds.wikiPage, title };
  const structure = `/structures/synthetic-structure-${pad(i)}/`;
  return [
    {
      ...page,
      url: base,
      text: `A generated page that measures how the build scales (number ${i}). Generated page ${i}. It links to the next page and the previous one.`,
      tags: [tags[i % tags.length]!, tags[(i * 7 + 3) % tags.length]!],
      group: base,
    },
    { ...page, url: `${base}#details`, section: 'Details', text: `Some text about item ${i}, with a link to a boss.` },
    { ...page, url: `${base}#more`, section: 'More', text: `Grade Value Unique ${i}` },
    { ...page, url: `${base}#notes`, section: 'Notes', text: `Last section of page ${i}.` },
    {
      url: structure,
      page: structure,
      kind: structureLabel,
      title: `Synthetic structure ${i}`,
      text: `A generated place number ${i}, with words to search: ${['ruin', 'tower', 'crypt', 'vault', 'shrine'][i % 5]} and floor ${(i % 50) + 1}. ${tags[i % tags.length]} Index ${i}`,
      tags: [tags[i % tags.length]!],
      group: base,
    },
  ];
}

const documents = [...buildSearchDocuments(content, facts), ...Array.from({ length: n }, (_, i) => synthetic(i)).flat()].map((doc, id) => ({ ...doc, id }));
const files = buildSearchFiles(documents);

const out = fs.mkdtempSync(path.join(os.tmpdir(), `search-synthetic-${n}-`));
fs.cpSync(source, out, { recursive: true });
fs.rmSync(path.join(out, 'search'), { recursive: true, force: true });
fs.mkdirSync(path.join(out, 'search/shards'), { recursive: true });
fs.writeFileSync(path.join(out, 'search/names.json'), JSON.stringify(files.names));
for (const [file, shard] of files.shards) fs.writeFileSync(path.join(out, 'search/shards', file), JSON.stringify(shard));
searchScaleRow(out, `site + ${n} synthetic pages and ${n} records (${files.names.pages.length} pages)`)
  .then((row) => printSearchScale([row]))
  .finally(() => fs.rmSync(out, { recursive: true, force: true }));
