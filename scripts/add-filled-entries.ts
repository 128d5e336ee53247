/**
 * For scripts/check-content-is-data.sh: a new page per wiki section and a record per kind, TODOs filled by
 * lib/authoring/fill-todos.ts ("zz-filled-…", apart from the unit tests' "zz-new-…"); prints one line per entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fillPageTodos, fillRecordTodos } from '../lib/authoring/fill-todos';
import { newPage, newRecord, type Created } from '../lib/authoring/new-entry';
import { loadContent } from '../lib/content/load';
import { DETAIL_KINDS } from '../lib/records/kinds';

const contentDir = path.join(process.cwd(), 'content');
// The content as it was before: the editor copies each value from an existing page or record.
const content = loadContent({ contentDir });

const report = (created: Created) => console.log(`Created with \`npm run new\` and filled its ${created.placeholders.length} TODOs: ${created.summary}`);

for (const section of content.wikiSections) {
  const created = newPage(section.id, `zz-filled-page-${section.id}`, { contentDir });
  fs.writeFileSync(created.file, fillPageTodos(fs.readFileSync(created.file, 'utf8'), section.id, content));
  report(created);
}
for (const kind of DETAIL_KINDS) {
  const slug = `zz-filled-${kind.id}`;
  const created = newRecord(kind.id, slug, { contentDir });
  const page = fillRecordTodos(contentDir, kind, slug, content);
  report(created);
  if (page) report(page);
}
