import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseTree } from 'jsonc-parser';
import { stringify } from 'yaml';
import { collectionFile, RECORD_COLLECTIONS, type RecordCollection } from '../model/collections';
import { collectionsOf, DETAIL_KINDS, type RecordKind } from '../records/kinds';
import { slugSchema } from '../schemas/common';
import { wikiFrontmatterSchema } from '../schemas/wiki';
import { fieldPath } from '../content/errors';
import { locateInFrontmatter, locateInJson } from '../content/locate';
import { bodyTodoProblems, TODO, todo, todoPaths } from '../content/todo';
import { hintFor, inputJsonSchema, placeholderObject, placeholderRecord } from './placeholders';

/** `npm run new`: reads content/ as files, not through the loader, so another new entry's TODOs do not stop it. */

/** Why nothing was written: an unknown section or kind, a slug in use, a slug that is not one. The message lists the choices. */
export class NewEntryRefused extends Error {
  override name = 'NewEntryRefused';
}

/** A TODO to fill in, where it is. */
export interface Placeholder {
  line: number;
  column: number;
  /** The field ("title", "ep.min") or "body". */
  field: string;
  text: string;
}

export interface Created {
  /** Absolute path of the file written. */
  file: string;
  /** What was written where: a new page, or a record added to its kind's file. */
  summary: string;
  placeholders: Placeholder[];
}

export interface NewOptions {
  contentDir: string;
  /** The record kinds (default: lib/records/kinds.ts; a test adds one). */
  kinds?: readonly RecordKind[];
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

function checkSlug(slug: string) {
  const result = slugSchema.safeParse(slug);
  if (!result.success) throw new NewEntryRefused(`"${slug}" is not a slug: ${result.error.issues[0]!.message}`);
}

/** `{todo}` in a layout's line is where the editor writes: it becomes the placeholder the content check refuses. */
const fillTodoToken = (line: string) => line.replaceAll('{todo}', TODO);

/** The lines of a body for a section that has no layout in content/page-layouts.json (the content check asks for one). */
const FALLBACK_BODY = ['{todo}: the lead: what this page is about and why it matters to a player.', '', '## See also', '', '- {todo}: related pages.'];

export function newPage(section: string, slug: string, { contentDir }: NewOptions): Created {
  checkSlug(slug);
  const sections = readJson(path.join(contentDir, 'wiki-sections.json')) as { id: string; hub?: string }[];
  const target = sections.find((s) => s.id === section);
  if (!target) throw new NewEntryRefused(`there is no wiki section "${section}". Sections: ${sections.map((s) => s.id).join(', ')}`);
  const dir = path.join(contentDir, 'wiki');
  const file = path.join(dir, `${slug}.mdx`);
  if (fs.existsSync(file)) throw new NewEntryRefused(`a wiki page "${slug}" already exists: ${file}`);

  // The section's next order: after every page it has.
  const orders = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => matter(fs.readFileSync(path.join(dir, f), 'utf8')).data as { section?: unknown; order?: unknown })
    .filter((fm) => fm.section === section && typeof fm.order === 'number')
    .map((fm) => fm.order as number);
  const order = orders.length > 0 ? Math.max(...orders) + 1 : 0;

  const schema = inputJsonSchema(wikiFrontmatterSchema);
  const frontmatter = placeholderObject(schema, { section, Link: slug, order });
  // A section with a hub lists each page with its hubLine: the content check requires one there.
  if (target.hub && schema.properties?.hubLine) frontmatter.hubLine = todo(hintFor(schema.properties.hubLine));

  const layouts = readJson(path.join(contentDir, 'page-layouts.json')) as Record<string, { sections: string[]; body: string[] }>;
  const layout = Object.entries(layouts).find(([, l]) => l.sections.includes(section));
  const body = (layout?.[1].body ?? FALLBACK_BODY).map(fillTodoToken);
  const head = `---\n${stringify(frontmatter)}---\n\n`;
  const text = `${head}${body.join('\n')}\n`;
  fs.writeFileSync(file, text);

  const placeholders: Placeholder[] = [
    ...todoPaths(frontmatter).map(({ path: at, value }) => ({ ...locateInFrontmatter(text, fieldPath(at)), field: fieldPath(at), text: value })),
    ...bodyTodoProblems(file, text, head.length).map((p) => ({ line: p.line!, column: p.column!, field: 'body', text: /"(.*)"/.exec(p.message)![1]! })),
  ];
  return { file, summary: `wiki page "${slug}" in section "${section}" (order ${order}${layout ? `, ${layout[0]} layout` : ''})`, placeholders };
}

/** The kinds and record files `npm run new` knows, by the name it takes: kind ids, then files no kind is named after. */
export function recordTargets(kinds: readonly RecordKind[] = DETAIL_KINDS): Map<string, { collection: RecordCollection; kind?: RecordKind }> {
  const targets = new Map<string, { collection: RecordCollection; kind?: RecordKind }>(kinds.map((kind) => [kind.id, { collection: kind.collection, kind }]));
  for (const collection of [...Object.values(RECORD_COLLECTIONS), ...collectionsOf(kinds)]) {
    if (!targets.has(collection.key)) targets.set(collection.key, { collection });
  }
  return targets;
}

/** Adds `text` (a JSON value) as the last entry of the array `arrayText` holds, leaving every other byte as it was. */
function appendToJsonArray(arrayText: string, entry: unknown): string {
  const root = parseTree(arrayText);
  if (root?.type !== 'array') throw new NewEntryRefused('the file is not a JSON list of records');
  const indented = JSON.stringify(entry, null, 2).replace(/^/gm, '  ');
  const last = root.children?.at(-1);
  if (!last) {
    const close = root.offset + root.length - 1;
    return `${arrayText.slice(0, close)}\n${indented}\n${arrayText.slice(close)}`;
  }
  const end = last.offset + last.length;
  return `${arrayText.slice(0, end)},\n${indented}${arrayText.slice(end)}`;
}

export function newRecord(kindName: string, slug: string, { contentDir, kinds = DETAIL_KINDS }: NewOptions): Created {
  const targets = recordTargets(kinds);
  const target = targets.get(kindName);
  if (!target) throw new NewEntryRefused(`there is no record kind "${kindName}". Kinds: page, ${[...targets.keys()].join(', ')}`);
  checkSlug(slug);
  const file = path.join(contentDir, collectionFile(target.collection.key));
  const text = fs.readFileSync(file, 'utf8');
  const records = JSON.parse(text) as { slug?: unknown }[];
  if (records.some((r) => r.slug === slug)) throw new NewEntryRefused(`${collectionFile(target.collection.key)} already has a record "${slug}"`);

  const schema = inputJsonSchema(target.collection.schema);
  // The record's problems as the schema sees it alone in its file (paths without the list index).
  const issuePaths = (sample: object) => (target.collection.schema.safeParse([sample]).error?.issues ?? []).map((issue) => issue.path.slice(1));
  const record = placeholderRecord(issuePaths, schema.items ?? {}, { slug });
  const written = appendToJsonArray(text, record);
  fs.writeFileSync(file, written);
  const placeholders = todoPaths(record).map(({ path: at, value }) => ({ ...locateInJson(written, `"${slug}"`, fieldPath(at))!, field: fieldPath(at), text: value }));
  return { file, summary: `${target.kind ? `${kindName} ` : ''}record "${slug}" at the end of ${collectionFile(target.collection.key)}`, placeholders };
}
