import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, NewEntryRefused, newRecord, type Created } from '@/lib/authoring/new-entry';
import { loadContent } from '@/lib/content/load';
import { parseFieldPath } from '@/lib/content/locate';
import { todoPaths } from '@/lib/content/todo';
import { collectionFile } from '@/lib/model/collections';
import { isMdxComponentName, MDX_COMPONENTS } from '@/lib/mdx/component-names';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { contentFixture } from './content-fixture';

/*
 * `npm run new` for a page in every section and a record of every kind, in a copy of content/: what it writes
 * fails the content check at each TODO (file:line:column and field) and passes it once an editor fills them in.
 * The "editor" here fills each TODO with what an existing record or page of the same kind holds there.
 */

type Json = Record<string, unknown>;
const content = loadContent();
const fixture = contentFixture();
afterAll(() => fixture.cleanup());

const relative = (file: string) => path.relative(process.cwd(), file);

/** The loader's message names every placeholder at its line and column, with its field. */
function expectEveryTodoNamed(created: Created) {
  const message = fixture.errorOf();
  expect(created.placeholders.length).toBeGreaterThan(0);
  for (const p of created.placeholders) {
    const where = `${relative(created.file)}:${p.line}:${p.column} › record `;
    expect(message).toContain(p.field === 'body' ? `${where}body: still holds the placeholder "${p.text}"` : `${where}`);
    if (p.field !== 'body') expect(message).toContain(`field "${p.field}": still holds the placeholder "${p.text}"`);
  }
}

/** Runs `body` and puts back every file of the copy it touched. */
function restoring(files: string[], body: () => void) {
  const kept = files.filter((f) => fs.existsSync(fixture.file(f))).map((f) => [f, fixture.read(f)] as const);
  try {
    body();
  } finally {
    for (const f of files) fs.rmSync(fixture.file(f), { force: true });
    for (const [f, text] of kept) fixture.write(f, text);
  }
}

/** A slug an MDX attribute of the component may name, from the real content. */
function slugFor(component: string, attribute: string): string {
  if (!isMdxComponentName(component)) throw new Error(`unknown component ${component}`);
  const refs: Record<string, string> = MDX_COMPONENTS[component].refs;
  const kind = refs[attribute]!;
  return content.index.records.get(kind)!.keys().next().value!;
}

/** An editor's pass over a new page: every TODO of its frontmatter and body replaced. */
function fillPage(text: string, section: string): string {
  return text
    .replace(/^(\w+): "TODO[^"]*"$/gm, (_, key: string) => `${key}: "Zz page for ${section}, its ${key}"`)
    .replace(/<(\w+) (\w+)="TODO[^"]*"/g, (_, component: string, attribute: string) => `<${component} ${attribute}="${slugFor(component, attribute)}"`)
    .replace(/^## TODO.*$/gm, (line) => `## Filled heading ${line.length}`)
    .replace(/^([-\s]*)TODO.*$/gm, '$1A sentence the editor wrote.');
}

describe('npm run new -- page <section> <slug>', () => {
  it.each(content.wikiSections.map((s) => [s.id, s] as const))('a page in "%s" fails the check until its TODOs are filled, then loads', (id, section) => {
    const slug = `zz-new-${id}`;
    const file = `wiki/${slug}.mdx`;
    restoring([file], () => {
      const created = newPage(id, slug, { contentDir: fixture.dir });
      expect(created.file).toBe(fixture.file(file));
      expectEveryTodoNamed(created);

      fixture.write(file, fillPage(fixture.read(file), id));
      expect(fixture.errorOf()).toBe('');
      const page = fixture.load().wikiPages.find((p) => p.slug === slug)!;
      const orders = content.wikiPages.filter((p) => p.frontmatter.section === id).map((p) => p.frontmatter.order);
      expect(page.frontmatter.order).toBe(Math.max(-1, ...orders) + 1);
      expect(page.frontmatter.hubLine !== undefined).toBe(section.hub !== undefined);
    });
  });

  it('refuses an unknown section, listing the sections, and a slug in use', () => {
    expect(() => newPage('no-such-section', 'zz-x', { contentDir: fixture.dir })).toThrow(NewEntryRefused);
    expect(() => newPage('no-such-section', 'zz-x', { contentDir: fixture.dir })).toThrow(content.wikiSections.map((s) => s.id).join(', '));
    const existing = content.wikiPages[0]!;
    expect(() => newPage(existing.frontmatter.section, existing.slug, { contentDir: fixture.dir })).toThrow(`a wiki page "${existing.slug}" already exists`);
    expect(() => newPage(existing.frontmatter.section, 'Not A Slug', { contentDir: fixture.dir })).toThrow('is not a slug');
  });
});

const getAt = (value: unknown, at: readonly (string | number)[]): unknown => at.reduce<unknown>((v, key) => (v as Json | undefined)?.[key], value);
function setAt(value: Json, at: readonly (string | number)[], next: unknown) {
  const parent = getAt(value, at.slice(0, -1)) as Json;
  parent[at.at(-1)!] = structuredClone(next);
}

describe('npm run new -- <kind> <slug>', () => {
  it.each(DETAIL_KINDS.map((k) => [k.id, k] as const))('a %s record fails the check until its TODOs are filled, then loads', (id, kind) => {
    const slug = `zz-new-${id}`;
    const name = collectionFile(kind.collection.key);
    restoring([name, 'bosses.json'], () => {
      const created = newRecord(id, slug, { contentDir: fixture.dir });
      expectEveryTodoNamed(created);

      // Fill each TODO as an existing record of the kind has it: a list whose entry is a TODO, whole.
      fixture.editJson<Json[]>(name, (records) => {
        const record = records.find((r) => r.slug === slug)!;
        const todos = todoPaths(record).map(({ path: at }) => (typeof at.at(-1) === 'number' ? at.slice(0, -1) : at));
        const sample = kind.records(content).find((r) => todos.every((at) => getAt(r, at) !== undefined))!;
        expect(sample, 'no record of the kind has every field the new one asks for').toBeDefined();
        for (const at of todos) setAt(record, at, getAt(sample, at));
        // A boss drop's boss names it back among its drops (the check holds both sides to it).
        const source = record.source as { kind?: string; bosses?: string[] } | undefined;
        if (source?.kind === 'boss') {
          fixture.editJson<Json[]>('bosses.json', (bosses) => {
            for (const boss of bosses.filter((b) => source.bosses!.includes(b.slug as string))) (boss.drops as string[]).push(slug);
          });
        }
      });
      expect(fixture.errorOf()).toBe('');
      expect(kind.records(fixture.load()).map((r) => r.slug)).toContain(slug);
    });
  });

  it('refuses an unknown kind, listing the kinds, and a slug in use', () => {
    expect(() => newRecord('no-such-kind', 'zz-x', { contentDir: fixture.dir })).toThrow(`Kinds: page, ${DETAIL_KINDS.map((k) => k.id).join(', ')}`);
    const boss = content.bosses[0]!;
    expect(() => newRecord('bosses', boss.slug, { contentDir: fixture.dir })).toThrow(`bosses.json already has a record "${boss.slug}"`);
  });

  it('names each placeholder by the field path the loader reports', () => {
    restoring(['bosses.json'], () => {
      const created = newRecord('bosses', 'zz-fields', { contentDir: fixture.dir });
      const record = (JSON.parse(fixture.read('bosses.json')) as Json[]).find((r) => r.slug === 'zz-fields')!;
      for (const p of created.placeholders) expect(getAt(record, parseFieldPath(p.field))).toBe(p.text);
    });
  });
});
