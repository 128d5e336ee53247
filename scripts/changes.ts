/**
 * `npm run changes -- <base> [--head-out DIR] [--base-out DIR] [--max-shots N] [--preview-url URL] [--build CMD]`
 * What a change does to the site against git ref <base>: changed pages, record fields, 375 px pictures, in
 * changes/report.md. The work is in scripts/changes/.
 */
import { parseArgs } from 'node:util';
import { runChanges } from './changes/run';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'head-out': { type: 'string' },
    'base-out': { type: 'string' },
    'max-shots': { type: 'string' },
    'preview-url': { type: 'string', default: process.env.CHANGES_PREVIEW_URL },
    build: { type: 'string' },
  },
});

if (positionals.length !== 1) {
  console.error('Usage: npm run changes -- <base> (a branch, a commit or HEAD~1) [--head-out DIR] [--base-out DIR] [--max-shots N] [--preview-url URL] [--build CMD]');
  process.exit(1);
}

runChanges({
  cwd: process.cwd(),
  base: positionals[0]!,
  headOut: values['head-out'],
  baseOut: values['base-out'],
  maxScreenshots: values['max-shots'] === undefined ? undefined : Number(values['max-shots']),
  previewUrl: values['preview-url'] || undefined,
  buildCommand: values.build,
}).then(
  (result) => console.log(`\n${result.summary}`),
  (error: unknown) => {
    console.error(`npm run changes: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
