/**
 * The one MDX pipeline: @next/mdx compiles the pages with it (next.config.mjs) and the content check
 * compiles with it through @mdx-js/mdx (lib/mdx/compile-facts.ts), so both see the same headings, ids and links.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkPageFacts from './remark-page-facts.mjs';

// An absolute path: @next/mdx resolves plugin paths from the folder of the MDX file being compiled.
const PAGE_FACTS_PLUGIN = path.join(import.meta.dirname, 'remark-page-facts.mjs');

/**
 * The site plugin's source digest, handed to it as an (unused) option: Turbopack's build cache (.next/cache, on by
 * default) keys a compiled MDX page by its source and its loader's options, not by the plugin files the loader
 * imports by path, so without it a changed plugin would leave every page as the old plugin compiled it.
 */
const sourceDigest = createHash('sha256').update(fs.readFileSync(PAGE_FACTS_PLUGIN)).digest('hex').slice(0, 16);

/** Each remark plugin by the module path Turbopack loads it from, as the function itself, and its bundler options. */
const REMARK_PLUGINS = [
  ['remark-frontmatter', remarkFrontmatter],
  ['remark-gfm', remarkGfm],
  [PAGE_FACTS_PLUGIN, remarkPageFacts, { sourceDigest }],
];

/** Options for @next/mdx: Turbopack takes plugins by module path only (no functions), with serialisable options. */
export const bundlerMdxOptions = {
  remarkPlugins: REMARK_PLUGINS.map(([modulePath, , options]) => (options ? [modulePath, options] : modulePath)),
  rehypePlugins: [],
};

/** The same options for @mdx-js/mdx's compile, with the plugins themselves (which read every file they run). */
export const compileMdxOptions = { remarkPlugins: REMARK_PLUGINS.map(([, plugin]) => plugin), rehypePlugins: [] };
