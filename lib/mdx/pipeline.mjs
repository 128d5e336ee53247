/** The one MDX pipeline, used by @next/mdx and by the content check, so both see the same headings, ids and links. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkPageFacts from './remark-page-facts.mjs';

// An absolute path: @next/mdx resolves plugin paths from the folder of the MDX file being compiled.
const PAGE_FACTS_PLUGIN = path.join(import.meta.dirname, 'remark-page-facts.mjs');

/**
 * The plugin's source digest as an unused option: Turbopack's build cache keys MDX by source and loader options, not
 * the plugin files, so a changed plugin would otherwise leave pages compiled by the old one.
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
