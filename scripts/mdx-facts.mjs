/**
 * Prints the facts (lib/mdx/page-facts.ts) of the MDX files given as arguments, as JSON by argument,
 * compiled with the site's pipeline. For the browser tests, whose test runner cannot load the ESM-only
 * MDX compiler in-process.
 */
import fs from 'node:fs';
import { compileSync } from '@mdx-js/mdx';
import { compileMdxOptions } from '../lib/mdx/pipeline.mjs';

const facts = Object.fromEntries(
  process.argv.slice(2).map((file) => [file, compileSync({ path: file, value: fs.readFileSync(file, 'utf8') }, compileMdxOptions).data.pageFacts]),
);
process.stdout.write(JSON.stringify(facts));
