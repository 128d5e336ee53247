import fs from 'node:fs';
import { it } from 'vitest';
import { search } from './search-fixture';
it('score', { timeout: 60000 }, async () => {
  const d = JSON.parse(fs.readFileSync('tests/fixtures/search-queries.json', 'utf8'));
  const lines: string[] = [];
  for (const q of d.queries) { if (q.query.includes('{')) continue; const r = await search(q.query); lines.push(`${q.category} | ${q.query} | ${r.hits.slice(0, 3).map((h) => h.url).join(' ')}`); }
  fs.writeFileSync('/tmp/score.txt', lines.join('\n'));
});
