import type { Root } from 'mdast';
import type { Plugin } from 'unified';

/** Assigns heading ids and exports the page's facts (lib/mdx/page-facts.ts); see remark-page-facts.mjs. */
declare const remarkPageFacts: Plugin<[], Root>;
export default remarkPageFacts;
