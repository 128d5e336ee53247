import { gameValues } from '../game/values';
import type { JsonContent } from '../model/collections';
import type { ContentProblem } from './errors';
import type { WikiPage } from '../model/types';

/** `{koby-trade-limit}` in a description or hub line: a named value from the records (lib/game/values.ts). */
const TOKEN = /\{([a-z0-9-]+)\}/g;

/** Frontmatter cannot hold MDX components, so it names record values as `{name}`, filled here once per load. */
export function fillFrontmatterValues(pages: WikiPage[], data: JsonContent, problems: ContentProblem[]) {
  const values = gameValues(data);
  const fill = (page: WikiPage, field: 'description' | 'hubLine') => {
    const text = page.frontmatter[field];
    if (!text) return;
    page.frontmatter[field] = text.replace(TOKEN, (token, name: string) => {
      if (name in values) return values[name]!;
      problems.push({ file: page.file, record: 'frontmatter', field, message: `unknown value ${token} (available: ${Object.keys(values).join(', ')})` });
      return token;
    });
  };
  for (const page of pages) {
    fill(page, 'description');
    fill(page, 'hubLine');
  }
}
