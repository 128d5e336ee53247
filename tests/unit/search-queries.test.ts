import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { foldDiacritics } from '@/lib/search/fold';
import { content, topPages } from './search-fixture';

interface QuerySpec {
  category: string;
  query: string;
  rank: number;
  record?: string;
  wiki?: string;
  mentions?: string;
  each?: string;
}

const spec = JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/search-queries.json'), 'utf8')) as { queries: QuerySpec[] };
const EXACT = 'exact name';

const kindOf = (id: string) => DETAIL_KINDS.find((k) => k.id === id) ?? fail(`no record kind "${id}"`);
function fail(message: string): never {
  throw new Error(`tests/fixtures/search-queries.json: ${message}`);
}

/** A query of the file with its text filled in from content/ and the pages that count as finding it. */
function resolve(entry: QuerySpec, recordRef = entry.record): { label: string; query: string; pages: string[]; rank: number; category: string } {
  let name = '';
  let pages: string[] = [];
  if (recordRef) {
    const [kindId, slug] = recordRef.split('/') as [string, string];
    const kind = kindOf(kindId);
    const record = kind.records(content).find((r) => r.slug === slug) ?? fail(`no ${kindId} record "${slug}"`);
    name = record.name;
    pages = [`/${kind.id}/${slug}/`, ...kind.wikiSlugs(record).map((w) => `/wiki/${w}/`)];
  } else if (entry.wiki) {
    const page = content.wikiPages.find((p) => p.slug === entry.wiki) ?? fail(`no wiki page "${entry.wiki}"`);
    name = page.frontmatter.title;
    pages = [`/wiki/${page.slug}/`];
  } else if (entry.mentions) {
    pages = content.wikiPages.filter((p) => fs.readFileSync(path.resolve(p.file), 'utf8').includes(entry.mentions!)).map((p) => `/wiki/${p.slug}/`);
    if (pages.length === 0) fail(`no wiki page mentions "${entry.mentions}"`);
  }
  const query = entry.query.replace('{name}', name).replace('{title}', name);
  return { label: `${entry.category}: ${query}`, query, pages, rank: entry.rank, category: entry.category };
}

const queries = spec.queries.flatMap((entry) =>
  entry.each ? kindOf(entry.each).records(content).map((r) => resolve(entry, `${entry.each}/${r.slug}`)) : [resolve(entry)],
);

describe('the query set (tests/fixtures/search-queries.json) against the built index', async () => {
  const results = await Promise.all(queries.map(async (q) => ({ ...q, top: await topPages(q.query, 10) })));
  const position = (r: (typeof results)[number]) => r.top.findIndex((p) => r.pages.includes(p)) + 1;

  it('has the categories the issue asks for', () => {
    const count = (category: string) => spec.queries.filter((q) => q.category === category && !q.each).length;
    expect(spec.queries.filter((q) => !q.each).length).toBeGreaterThanOrEqual(50);
    expect([EXACT, 'typo', 'diacritics', 'config or command', 'number or stat', 'question', 'partial word'].map(count)).toEqual([10, 10, 5, 5, 5, 5, 10]);
    // The diacritics queries differ from a name only in their marks.
    for (const q of queries.filter((r) => r.category === 'diacritics')) expect(foldDiacritics(q.query)).not.toBe(q.query.toLowerCase() === q.query ? '' : q.query);
  });

  it('finds at least 96% (48 of 50) in the first three results', () => {
    const missed = results.filter((r) => !(position(r) >= 1 && position(r) <= 3)).map((r) => `${r.label} → ${r.top.slice(0, 3).join(' ')}`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(Math.floor(results.length * 0.04));
  });

  it('puts every exact name first', () => {
    const missed = results.filter((r) => r.category === EXACT && position(r) !== 1).map((r) => `${r.label} → ${r.top.slice(0, 3).join(' ')}`);
    expect(missed).toEqual([]);
  });

  it('reaches the rank each query asks for', () => {
    const missed = results.filter((r) => !(position(r) >= 1 && position(r) <= r.rank)).map((r) => `${r.label} (rank ≤ ${r.rank}) → ${r.top.slice(0, 3).join(' ')}`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(Math.floor(results.length * 0.04));
  });
});
