/**
 * Post-build: the plain-text edition from out/'s pages: out/wiki/<slug>.md, out/llms.txt (https://llmstxt.org) and
 * out/llms-full.txt. scripts/check-links.mjs checks their links.
 * Usage: tsx scripts/plain-text.ts [out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { DETAIL_KINDS } from '../lib/records/kinds';
import { llmsFull, llmsIndex, recordMarkdown, wikiPageMarkdown } from '../lib/plain-text/edition';

async function main() {
  const started = performance.now();
  // A dynamic import of an .mts module loads the HTML parser as native ESM: a static import makes tsx recompile it to
  // CommonJS, which parsed each page about 2.5 times slower (55 against 22 ms a page).
  const { pageMarkdown } = await import('../lib/plain-text/page-markdown.mjs');
  const root = path.resolve(process.argv[2] ?? 'out');
  const english = loadContent();
  // One edition per language, from that language's built pages (/es/llms.txt, /es/wiki/<slug>.md…).
  const editions = [english, ...english.site.languages.map(({ code }) => loadContent({ language: code }))];
  let pages = 0;
  for (const content of editions) {
    const code = content.language.code;
    const out = code === 'en' ? root : path.join(root, code);
    const bodyOf = (urlPath: string, headingShift = 0) => {
      const page = path.join(out, urlPath, 'index.html');
      return pageMarkdown(fs.readFileSync(page, 'utf8'), { headingShift, page: path.relative(process.cwd(), page) });
    };
    const twins = content.wikiPages.map((page) => ({ page, markdown: wikiPageMarkdown(page, bodyOf(`wiki/${page.slug}`)) }));
    for (const { page, markdown } of twins) fs.writeFileSync(path.join(out, 'wiki', `${page.slug}.md`), markdown);
    // In llms-full.txt a record sits under its own "##": its page's headings go one level down.
    const records = DETAIL_KINDS.flatMap((kind) => kind.records(content).map((record) => recordMarkdown(kind, record, bodyOf(`${kind.id}/${record.slug}`, 1), content)));
    fs.writeFileSync(path.join(out, 'llms.txt'), llmsIndex(content, DETAIL_KINDS));
    fs.writeFileSync(path.join(out, 'llms-full.txt'), llmsFull(content, twins.map((t) => t.markdown), records));
    pages += twins.length + records.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`plain text: llms.txt, llms-full.txt and the Markdown twins of ${editions.length} languages, from ${pages} built pages in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
