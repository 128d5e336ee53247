/**
 * `npm run new -- page <section> <slug>` or `npm run new -- <kind> <slug>`: a page or record with TODOs, whose places
 * this prints (`npm run check:content` refuses them). The work is in lib/authoring/new-entry.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { newPage, NewEntryRefused, newRecord, recordTargets, type Created } from '../lib/authoring/new-entry';

const contentDir = path.join(process.cwd(), 'content');
const sectionIds = () => (JSON.parse(fs.readFileSync(path.join(contentDir, 'wiki-sections.json'), 'utf8')) as { id: string }[]).map((s) => s.id);
const USAGE = `Usage:
  npm run new -- page <section> <slug>   a wiki page (sections: ${sectionIds().join(', ')})
  npm run new -- <kind> <slug>           a record (kinds: ${[...recordTargets().keys()].join(', ')})`;

function run(args: string[]): Created {
  if (args[0] === 'page') {
    if (args.length !== 3) throw new NewEntryRefused(`a page needs a section and a slug.\n${USAGE}`);
    return newPage(args[1]!, args[2]!, { contentDir });
  }
  if (args.length !== 2) throw new NewEntryRefused(`expected a kind and a slug.\n${USAGE}`);
  return newRecord(args[0]!, args[1]!, { contentDir });
}

try {
  const created = run(process.argv.slice(2));
  const file = path.relative(process.cwd(), created.file);
  console.log(`Added ${created.summary}: ${file}`);
  console.log(`\nFill in its ${created.placeholders.length} TODOs (the content check refuses each one left):`);
  for (const p of created.placeholders) console.log(`  ${file}:${p.line}:${p.column}  ${p.field}: ${p.text}`);
  console.log('\nThen run: npm run check:content');
} catch (error) {
  if (!(error instanceof NewEntryRefused)) throw error;
  console.error(`npm run new: ${error.message}`);
  process.exit(1);
}
