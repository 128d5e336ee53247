/** The facts of the MDX files given, as JSON, for browser tests whose runner cannot load the ESM-only compiler. */
import fs from 'node:fs';
import { compileSync } from '@mdx-js/mdx';
import { compileMdxOptions } from '../lib/mdx/pipeline.mjs';

const facts = Object.fromEntries(
  process.argv.slice(2).map((file) => [file, compileSync({ path: file, value: fs.readFileSync(file, 'utf8') }, compileMdxOptions).data.pageFacts]),
);
process.stdout.write(JSON.stringify(facts));
