import fs from 'node:fs';
import path from 'node:path';
import { compileSync } from '@mdx-js/mdx';
import type { PageFacts } from './page-facts.js';
import { compileMdxOptions } from './pipeline.mjs';

/** A compile's facts, with the partials it inlined (relative to the page) and their text when read. */
interface Compiled {
  facts: PageFacts;
  partials: { relative: string; text: string }[];
}

/** By page source: the tests load many throwaway copies of content/ in which most pages are unchanged. */
const compiled = new Map<string, Compiled>();

const samePartials = (file: string, entry: Compiled) =>
  entry.partials.every(({ relative, text }) => {
    const partial = path.resolve(path.dirname(file), relative);
    return fs.existsSync(partial) && fs.readFileSync(partial, 'utf8') === text;
  });

/** An MDX file's facts, compiled with the site's pipeline outside the bundler; unchanged pages are not recompiled. */
export function compileMdxFacts(file: string): PageFacts {
  const source = fs.readFileSync(file, 'utf8');
  const known = compiled.get(source);
  if (known && samePartials(file, known)) return known.facts;
  const result = compileSync({ path: file, value: source }, compileMdxOptions);
  const partials = (result.data.partialFiles as string[]).map((partial) => ({
    relative: path.relative(path.dirname(file), partial),
    text: fs.readFileSync(partial, 'utf8'),
  }));
  const facts = result.data.pageFacts as PageFacts;
  compiled.set(source, { facts, partials });
  return facts;
}
