/**
 * The one MDX pipeline: @next/mdx compiles the pages with it (next.config.mjs) and the content check
 * compiles with it through @mdx-js/mdx (lib/mdx/compile-facts.ts), so both see the same headings, ids and links.
 */
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkPageFacts from './remark-page-facts.mjs';

/** Each remark plugin by the module path Turbopack loads it from, and as the function itself. */
const REMARK_PLUGINS = [
  ['remark-frontmatter', remarkFrontmatter],
  ['remark-gfm', remarkGfm],
  // An absolute path: @next/mdx resolves plugin paths from the folder of the MDX file being compiled.
  [path.join(import.meta.dirname, 'remark-page-facts.mjs'), remarkPageFacts],
];

/** Options for @next/mdx: Turbopack takes plugins by module path only (no functions). */
export const bundlerMdxOptions = { remarkPlugins: REMARK_PLUGINS.map(([modulePath]) => modulePath), rehypePlugins: [] };

/** The same options for @mdx-js/mdx's compile, with the plugins themselves. */
export const compileMdxOptions = { remarkPlugins: REMARK_PLUGINS.map(([, plugin]) => plugin), rehypePlugins: [] };
