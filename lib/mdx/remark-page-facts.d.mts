import type { Root } from 'mdast';
import type { Plugin } from 'unified';

/** Assigns heading ids and exports the page's facts (lib/mdx/page-facts.ts); see remark-page-facts.mjs. */
declare const remarkPageFacts: Plugin<[], Root>;
export default remarkPageFacts;
/** The compile's message for a Markdown table with no heading above it. */
export declare const TABLE_WITHOUT_HEADING: string;
