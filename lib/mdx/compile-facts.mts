import fs from 'node:fs';
import { compileSync } from '@mdx-js/mdx';
import type { PageFacts } from './page-facts.js';
import { compileMdxOptions } from './pipeline.mjs';

/**
 * Compiles an MDX file with the site's pipeline and returns its facts, for code that runs without the
 * bundler (the content check, tests). Throws on invalid MDX or a missing partial.
 */
export function compileMdxFacts(file: string): PageFacts {
  const compiled = compileSync({ path: file, value: fs.readFileSync(file, 'utf8') }, compileMdxOptions);
  return compiled.data.pageFacts as PageFacts;
}
