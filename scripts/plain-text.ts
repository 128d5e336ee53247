/**
 * Post-build step (part of `npm run build`): the plain-text edition, from content/ (the same loader and the same
 * MDX syntax as the pages; lib/plain-text/):
 *  - out/wiki/<slug>.md: each wiki page as Markdown, its components replaced by the record data they show;
 *  - out/llms.txt: the site's summary and a link list by section (https://llmstxt.org);
 *  - out/llms-full.txt: every wiki page and every record as Markdown.
 * scripts/check-links.mjs checks every link in them.
 * Usage: tsx scripts/plain-text.ts [out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { DETAIL_KINDS } from '../lib/records/kinds';
import { componentMarkdown } from '../lib/plain-text/components';
import { llmsFull, llmsIndex, wikiPageMarkdown } from '../lib/plain-text/edition';

const out = path.resolve(process.argv[2] ?? 'out');
const content = loadContent();
const component = componentMarkdown(content);
const pages = content.wikiPages.map((page) => ({ page, markdown: wikiPageMarkdown(page, fs.readFileSync(page.file, 'utf8'), component) }));
for (const { page, markdown } of pages) fs.writeFileSync(path.join(out, 'wiki', `${page.slug}.md`), markdown);
fs.writeFileSync(path.join(out, 'llms.txt'), llmsIndex(content, DETAIL_KINDS));
fs.writeFileSync(path.join(out, 'llms-full.txt'), llmsFull(content, DETAIL_KINDS, pages.map((p) => p.markdown)));
console.log(`plain text: out/llms.txt, out/llms-full.txt and ${pages.length} Markdown twins in out/wiki/`);
