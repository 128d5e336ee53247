import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPageTodos, fillRecordTodos, valueAt } from '@/lib/authoring/fill-todos';
import { newPage, NewEntryRefused, newRecord, type Created } from '@/lib/authoring/new-entry';
import { loadContent } from '@/lib/content/load';
import { parseFieldPath } from '@/lib/content/locate';
import { collectionFile } from '@/lib/model/collections';
import { DETAIL_KINDS } from '@/lib/records/kinds';
import { contentFixture } from './content-fixture';

/*
 * `npm run new` for a page in every section and a record of every kind, in a copy of content/: what it writes
 * fails the content check at each TODO (file:line:column and field) and passes it once an editor fills them in.
 * The "editor" (lib/authoring/fill-todos.ts, which scripts/check-content-is-data.sh uses too) fills each TODO with
 * what an existing record or page of the same kind holds there.
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

describe('npm run new -- page <section> <slug>', () => {
  it.each(content.wikiSections.map((s) => [s.id, s] as const))('a page in "%s" fails the check until its TODOs are filled, then loads', (id, section) => {
    const slug = `zz-new-${id}`;
    const file = `wiki/${slug}.mdx`;
    restoring([file], () => {
      const created = newPage(id, slug, { contentDir: fixture.dir });
      expect(created.file).toBe(fixture.file(file));
      expectEveryTodoNamed(created);

      fixture.write(file, fillPageTodos(fixture.read(file), id, content));
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

describe('npm run new -- <kind> <slug>', () => {
  it.each(DETAIL_KINDS.map((k) => [k.id, k] as const))('a %s record fails the check until its TODOs are filled, then loads', (id, kind) => {
    const slug = `zz-new-${id}`;
    const name = collectionFile(kind.collection.key);
    restoring([name, 'bosses.json', `wiki/${slug}.mdx`], () => {
      const created = newRecord(id, slug, { contentDir: fixture.dir });
      expectEveryTodoNamed(created);

      fillRecordTodos(fixture.dir, kind, slug, content);
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
      for (const p of created.placeholders) expect(valueAt(record, parseFieldPath(p.field))).toBe(p.text);
    });
  });
});
