import fs from 'node:fs';
import path from 'node:path';
import { todoPaths } from '../content/todo';
import { isMdxComponentName, MDX_COMPONENTS } from '../mdx/component-names';
import { collectionFile, RECORD_COLLECTIONS, type Content } from '../model/collections';
import type { RecordKind } from '../records/kinds';
import { newPage, type Created } from './new-entry';

/** Fills what `npm run new` wrote from existing entries (tests/unit/new-entry.test.ts, check-content-is-data.sh). */

type Json = Record<string, unknown>;
type FieldPath = readonly (string | number)[];

/** The value at a field path ("drops", 0) of a record, or undefined. */
export const valueAt = (value: unknown, at: FieldPath): unknown => at.reduce<unknown>((v, key) => (v as Json | undefined)?.[key], value);

function setAt(value: Json, at: FieldPath, next: unknown) {
  const parent = valueAt(value, at.slice(0, -1)) as Json;
  parent[at.at(-1)!] = structuredClone(next);
}

function editJson<T>(file: string, edit: (data: T) => void) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

/** The slug an MDX attribute names: the page's own record (`own`: file key → slug), else the first of its kind. */
function slugFor(content: Content, own: Readonly<Record<string, string>>, component: string, attribute: string): string {
  if (!isMdxComponentName(component)) throw new Error(`unknown component ${component}`);
  const refs: Record<string, string> = MDX_COMPONENTS[component].refs;
  const kind = refs[attribute]!;
  return own[kind] ?? content.index.records.get(kind)!.keys().next().value!;
}

/** A new page's text with every TODO replaced; `own` is the page's own record by its file's key. */
export function fillPageTodos(text: string, section: string, content: Content, own: Readonly<Record<string, string>> = {}): string {
  return text
    .replace(/^(\w+): "TODO[^"]*"$/gm, (_, key: string) => `${key}: "Zz page for ${section}, its ${key}"`)
    .replace(/<(\w+) (\w+)="TODO[^"]*"/g, (_, component: string, attribute: string) => `<${component} ${attribute}="${slugFor(content, own, component, attribute)}"`)
    .replace(/^## TODO.*$/gm, (line) => `## Filled heading ${line.length}`)
    .replace(/^([-\s]*)TODO.*$/gm, '$1A sentence the editor wrote.');
}

/** "zz-new-bosses" → "Zz New Bosses": a record's name of its own (two records of one name would be one to a reader). */
const nameOf = (slug: string) => slug.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

/**
 * Fills the TODOs of record `slug` from the first record of `content` that has every field it asks for, but its name
 * and wiki page (written as `npm run new -- page` would, and returned). A boss drop's bosses list it back as a drop.
 */
export function fillRecordTodos(contentDir: string, kind: RecordKind, slug: string, content: Content): Created | undefined {
  let page: Created | undefined;
  editJson<Json[]>(path.join(contentDir, collectionFile(kind.collection.key)), (records) => {
    const record = records.find((r) => r.slug === slug)!;
    const todos = todoPaths(record).map(({ path: at }) => (typeof at.at(-1) === 'number' ? at.slice(0, -1) : at));
    const sample = kind.records(content).find((r) => todos.every((at) => valueAt(r, at) !== undefined));
    if (!sample) throw new Error(`no ${kind.id} record has every field the new one asks for: ${todos.map((at) => at.join('.')).join(', ')}`);
    for (const at of todos) setAt(record, at, valueAt(sample, at));
    const asked = (field: string) => todos.some((at) => at.length === 1 && at[0] === field);
    if (asked('name')) record.name = nameOf(slug);
    if (asked('wiki')) {
      const section = content.index.wikiPages.get([valueAt(sample, ['wiki'])].flat()[0] as string)!.frontmatter.section;
      page = newPage(section, slug, { contentDir });
      fs.writeFileSync(page.file, fillPageTodos(fs.readFileSync(page.file, 'utf8'), section, content, { [kind.collection.key]: slug }));
      record.wiki = Array.isArray(record.wiki) ? [slug] : slug;
    }
    const source = record.source as { kind?: string; bosses?: string[] } | undefined;
    if (source?.kind === 'boss') {
      editJson<Json[]>(path.join(contentDir, collectionFile(RECORD_COLLECTIONS.bosses.key)), (bosses) => {
        for (const boss of bosses.filter((b) => source.bosses!.includes(b.slug as string))) (boss.drops as string[]).push(slug);
      });
    }
  });
  return page;
}
