/**
 * Prints performance and scale figures (never asserted in tests):
 * content load time, filter throughput on a large synthetic list, and page weight of out/ if built.
 * Usage: npm run bench:site
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadContent } from '../lib/content/load';
import { filterItems, type ListItem } from '../lib/records/filter';
import { firstViewAssets } from './bench-shared.mjs';
import { filesUnder } from './out-files.mjs';

function time<T>(fn: () => T, runs: number): { ms: number; result: T } {
  let result!: T;
  const start = performance.now();
  for (let i = 0; i < runs; i++) result = fn();
  return { ms: (performance.now() - start) / runs, result };
}

const load = time(() => loadContent(), 5);
console.log(`content: load + validate ${load.result.wikiPages.length} pages and ${load.result.gear.length + load.result.bosses.length + load.result.npcs.length} records in ${load.ms.toFixed(1)} ms (mean of 5)`);

const words = ['spider', 'ogre', 'minos', 'slime', 'shrine', 'kurobee', 'dryad', 'trap', 'floor', 'boss'];
const items: ListItem[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `item-${i}`,
  title: `${words[i % 10]} ${i}`,
  description: `A record about ${words[(i * 7) % 10]} and ${words[(i * 3) % 10]}.`,
  href: `/x/${i}`,
  tags: [words[i % 10]!, `Floor ${(i % 5) * 10 + 10}`],
  stats: [],
  searchText: [],
  facets: { tags: [words[i % 10]!, `Floor ${(i % 5) * 10 + 10}`] },
}));
const filter = time(() => filterItems(items, { query: 'ogre', selected: ['Floor 20'] }, 'tags', 'all'), 50);
console.log(`filter: 10,000 items, query + tag in ${filter.ms.toFixed(2)} ms per keystroke (mean of 50), ${filter.result.length} matches`);

const out = path.resolve('out');
if (fs.existsSync(out)) {
  const totals: Record<string, { raw: number; gz: number; files: number }> = {};
  for (const rel of filesUnder(out)) {
    const ext = path.extname(rel).slice(1);
    if (!['html', 'js', 'css'].includes(ext)) continue;
    const data = fs.readFileSync(path.join(out, rel));
    totals[ext] ??= { raw: 0, gz: 0, files: 0 };
    totals[ext].raw += data.length;
    totals[ext].gz += gzipSync(data).length;
    totals[ext].files += 1;
  }
  for (const [ext, t] of Object.entries(totals)) {
    console.log(`out/ ${ext}: ${t.files} files, ${(t.raw / 1024).toFixed(0)} kB raw, ${(t.gz / 1024).toFixed(0)} kB gzipped, ${(t.gz / t.files / 1024).toFixed(1)} kB gzipped per file`);
  }
  const home = fs.readFileSync(path.join(out, 'index.html'));
  const scripts = firstViewAssets(home.toString()).scripts.map((src) => fs.readFileSync(path.join(out, src)));
  const jsGz = scripts.reduce((n, s) => n + gzipSync(s).length, 0);
  console.log(`home page: HTML ${(gzipSync(home).length / 1024).toFixed(1)} kB gzipped, ${scripts.length} scripts ${(jsGz / 1024).toFixed(1)} kB gzipped`);
} else {
  console.log('out/: not built (run npm run build for page weights)');
}
