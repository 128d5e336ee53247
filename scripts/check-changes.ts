/**
 * End-to-end check of `npm run changes`, run by hand (two builds are too slow for every test run):
 * `npx tsx scripts/check-changes.ts <base>` fails unless the report lists exactly the pages a full jsdom diff finds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { filesUnder } from './out-files.mjs';
import { runChanges } from './changes/run';

/** Every page's reader-facing text, by URL, read by jsdom. */
function pageTexts(out: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const rel of filesUnder(out, { ext: 'index.html', skip: ['_next', '_not-found'] })) {
    const { document } = new JSDOM(fs.readFileSync(path.join(out, rel), 'utf8')).window;
    for (const el of document.querySelectorAll('script, style, template, noscript')) el.remove();
    const labels = [...document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const text = [document.title, description, document.body.textContent ?? '', ...labels].join(' ').replace(/\s+/g, '');
    texts.set(`/${rel.slice(0, -'index.html'.length)}`, text);
  }
  return texts;
}

async function main() {
  const base = process.argv[2];
  if (!base) throw new Error('Usage: npx tsx scripts/check-changes.ts <base> (a git ref; edit the working tree first)');
  const started = Date.now();
  const result = await runChanges({ cwd: process.cwd(), base });
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n${result.summary}\n\nnpm run changes took ${seconds.toFixed(0)} s`);

  const [before, after] = [pageTexts(path.join(process.cwd(), '.cache/changes', result.commit, 'out')), pageTexts(path.join(process.cwd(), 'out'))];
  const differing = [...new Set([...before.keys(), ...after.keys()])].filter((url) => before.get(url) !== after.get(url)).sort();
  const c = result.comparison;
  const listed = [...c.changed.map((p) => p.url), ...c.added, ...c.removed].sort();
  const problems: string[] = [];
  if (listed.join() !== differing.join()) problems.push(`the report lists ${listed.join(', ') || 'no page'}; a full diff of the two out/ folders finds ${differing.join(', ') || 'none'}`);
  for (const shot of result.shots) {
    for (const file of [shot.before, shot.after, shot.sideBySide].filter((f): f is string => f !== undefined)) {
      if (!fs.existsSync(file)) problems.push(`no picture ${file}`);
    }
    if (c.changed.some((p) => p.url === shot.url) && !shot.sideBySide) problems.push(`no side-by-side picture of ${shot.url}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  console.log(`check-changes: the report lists exactly the ${listed.length} pages a full diff of the two builds finds (of ${after.size}); ${result.shots.length} pages pictured.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
