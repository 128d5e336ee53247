import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/lib/content/load';
import type { Content } from '@/lib/model/collections';
import { formatNumber } from '@/lib/model/format';
import { fillTemplate } from '@/lib/model/template';
import type { Boss } from '@/lib/schemas/boss';
import type { StatsRecord } from '@/lib/schemas/stats-record';
import { contentHistory } from '@/lib/history/history';
import { siteHistory, type ChangeEntry } from '@/lib/site/changes';

/*
 * The history a reader sees, built from a real git repository made here: a copy of content/ committed, then one
 * commit per kind of change (a record's field, a record added and one removed, a page renamed, a page edited in
 * one section, a record that fails today's schema for a commit). Expected values come from content/.
 */

const CONTENT = path.resolve(__dirname, '../../content');
const PUBLIC = path.resolve(__dirname, '../../public');
const dirs: string[] = [];

function makeRepo() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  dirs.push(repo);
  fs.cpSync(CONTENT, path.join(repo, 'content'), { recursive: true });
  let clock = Date.parse('2025-03-01T10:00:00Z');
  const git = (...args: string[]) => {
    const date = new Date(clock).toISOString();
    return execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_DIR: undefined, GIT_WORK_TREE: undefined },
    });
  };
  git('init', '-q');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'Test');
  git('config', 'commit.gpgsign', 'false');
  const file = (name: string) => path.join(repo, 'content', name);
  const commit = (summary: string) => {
    git('add', '-A');
    git('commit', '-q', '-m', summary, '-m', 'A body line the history never shows.');
    clock += 24 * 3600 * 1000;
  };
  const editJson = <T>(name: string, edit: (data: T) => T | void) => {
    const data = JSON.parse(fs.readFileSync(file(name), 'utf8')) as T;
    fs.writeFileSync(file(name), `${JSON.stringify(edit(data) ?? data, null, 2)}\n`);
  };
  return { repo, git, file, commit, editJson };
}

let repo: ReturnType<typeof makeRepo>;
let content: Content;
let entries: ChangeEntry[];
const words = () => content.pages.changes;
const bossHp = { slug: '', before: 0, after: 0 };
const structure = { added: { slug: 'test-vault', name: 'Test Vault' }, removed: { slug: '', name: '' } };
const renamed = { from: 'general-server-tips', to: 'server-tips' };
const edited = { slug: 'kaijin', section: 'Tips' };

beforeAll(() => {
  repo = makeRepo();
  repo.commit('Initial content');

  repo.editJson<Boss[]>('bosses.json', (bosses) => {
    const boss = bosses.find((b) => b.slug === 'mezul') ?? bosses[0]!;
    Object.assign(bossHp, { slug: boss.slug, before: boss.hp, after: boss.hp + 400 });
    boss.hp += 400;
  });
  repo.commit('Mezul hits harder');

  repo.editJson<StatsRecord[]>('structures.json', (records) => {
    const gone = records.at(-1)!;
    // The last structure is named by two wiki pages' links only, which the loader does not check without MDX facts.
    Object.assign(structure.removed, { slug: gone.slug, name: gone.name });
    // A copy of the first record under a new slug and name, without its picture (the fallback art stands in).
    const added: StatsRecord = { ...records[0]!, ...structure.added };
    delete added.image;
    return [...records.slice(0, -1), added];
  });
  repo.commit('A vault added, the trap corridors gone');

  const oldPage = repo.file(`wiki/${renamed.from}.mdx`);
  const text = fs.readFileSync(oldPage, 'utf8').replace(`Link: ${renamed.from}`, `Link: ${renamed.to}`);
  repo.git('mv', path.relative(repo.repo, oldPage), path.relative(repo.repo, repo.file(`wiki/${renamed.to}.mdx`)));
  fs.writeFileSync(repo.file(`wiki/${renamed.to}.mdx`), text);
  // The guide section that names the page follows it, as an editor's rename would.
  for (const guide of fs.readdirSync(repo.file('guide'))) {
    const file = repo.file(`guide/${guide}`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(new RegExp(`\\b${renamed.from}\\b`, 'g'), renamed.to));
  }
  repo.commit('Server tips: a shorter address');

  const page = repo.file(`wiki/${edited.slug}.mdx`);
  const source = fs.readFileSync(page, 'utf8');
  fs.writeFileSync(page, source.replace(`## ${edited.section}\n\n`, `## ${edited.section}\n\n- A tip added to this section alone.\n`));
  repo.commit('Kaijin: one more tip');

  // A version today's schema rejects (a negative HP), fixed by the next commit.
  repo.editJson<Boss[]>('bosses.json', (bosses) => {
    bosses.find((b) => b.slug === bossHp.slug)!.hp = -1;
  });
  repo.commit('Broken HP');
  repo.editJson<Boss[]>('bosses.json', (bosses) => {
    bosses.find((b) => b.slug === bossHp.slug)!.hp = bossHp.after;
  });
  repo.commit('HP fixed');

  content = loadContent({ contentDir: repo.file(''), publicDir: PUBLIC });
  entries = siteHistory(content, repo.file(''))!.recent();
}, 60_000);

afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const entry = (summary: string) => {
  const found = entries.find((e) => e.summary === summary);
  if (!found) throw new Error(`no entry "${summary}" among ${entries.map((e) => e.summary).join(', ')}`);
  return found;
};

describe('history from a fixture repository', { timeout: 30_000 }, () => {
  it('lists every commit that touched content/, newest first, by its summary line and date', () => {
    expect(entries.map((e) => e.summary)).toEqual([
      'HP fixed',
      'Broken HP',
      'Kaijin: one more tip',
      'Server tips: a shorter address',
      'A vault added, the trap corridors gone',
      'Mezul hits harder',
      'Initial content',
    ]);
    expect(entry('Mezul hits harder').date.toISOString()).toBe('2025-03-02T10:00:00.000Z');
  });

  it('names a record field change with both values as the site prints them', () => {
    const boss = content.bosses.find((b) => b.slug === bossHp.slug)!;
    expect(entry('Mezul hits harder').pages).toEqual([
      {
        title: boss.name,
        href: `/bosses/${boss.slug}`,
        lines: [fillTemplate(words().fieldChanged, { field: content.site.labels.facts.hp, before: formatNumber(bossHp.before), after: formatNumber(bossHp.after) })],
      },
    ]);
    expect(entry('Mezul hits harder').pages[0]!.lines[0]).toMatch(/^HP [\d,]+ → [\d,]+$/);
  });

  it('names a record added (linked) and a record removed (no longer linked)', () => {
    expect(entry('A vault added, the trap corridors gone').pages).toEqual([
      { title: structure.added.name, href: `/structures/${structure.added.slug}`, lines: [words().added] },
      { title: structure.removed.name, href: undefined, lines: [words().removed] },
    ]);
  });

  it('follows a renamed page: the change says where it was, and its history goes back past the rename', () => {
    const title = content.index.wikiPages.get(renamed.to)!.frontmatter.title;
    const page = entry('Server tips: a shorter address').pages.find((p) => p.href === `/wiki/${renamed.to}`);
    expect(page).toMatchObject({ title });
    expect(page!.lines[0]).toBe(fillTemplate(words().renamed, { from: `/wiki/${renamed.from}` }));
    const history = siteHistory(content, repo.file(''))!.page(`/wiki/${renamed.to}`)!;
    expect(history.entries.map((e) => e.summary)).toEqual(['Server tips: a shorter address', 'Initial content']);
    expect(history.entries.at(-1)!.lines).toEqual([words().added]);
  });

  it('names the one section whose text changed in an edited page', () => {
    expect(entry('Kaijin: one more tip').pages).toEqual([
      { title: content.index.wikiPages.get(edited.slug)!.frontmatter.title, href: `/wiki/${edited.slug}`, lines: [fillTemplate(words().editedSections, { sections: edited.section })] },
    ]);
  });

  it('says only "changed" for a version that fails today\'s schema, on both sides of it', () => {
    const boss = content.bosses.find((b) => b.slug === bossHp.slug)!;
    for (const summary of ['Broken HP', 'HP fixed']) expect(entry(summary).pages).toEqual([{ title: boss.name, href: `/bosses/${boss.slug}`, lines: [words().changed] }]);
  });

  it("gives a record page its own record's changes only, newest first", () => {
    const boss = content.bosses.find((b) => b.slug === bossHp.slug)!;
    const history = siteHistory(content, repo.file(''))!.page(`/bosses/${boss.slug}`)!;
    expect(history.record).toBe(true);
    expect(history.file).toBe('content/bosses.json');
    expect(history.entries.map((e) => [e.summary, e.lines])).toEqual([
      ['HP fixed', [words().changed]],
      ['Broken HP', [words().changed]],
      ['Mezul hits harder', [`${content.site.labels.facts.hp} ${formatNumber(bossHp.before)} → ${formatNumber(bossHp.after)}`]],
      ['Initial content', [words().added]],
    ]);
    // Another boss of the same file: only the first commit.
    const other = content.bosses.find((b) => b.slug !== boss.slug)!;
    expect(siteHistory(content, repo.file(''))!.page(`/bosses/${other.slug}`)!.entries.map((e) => e.summary)).toEqual(['Initial content']);
  });

  it('dates a page by its own last change, not its file’s', () => {
    const history = siteHistory(content, repo.file(''))!;
    const other = content.bosses.find((b) => b.slug !== bossHp.slug)!;
    expect(history.lastChanged(`/bosses/${other.slug}`)!.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(history.lastChanged(`/wiki/${edited.slug}`)!.toISOString()).toBe(entry('Kaijin: one more tip').date.toISOString());
  });
});

describe('no history, said plainly', { timeout: 30_000 }, () => {
  it('a shallow clone has none, and the build warns once', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'history-shallow-'));
    dirs.push(clone);
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.repo}`, clone]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(contentHistory(path.join(clone, 'content'))).toBe('shallow');
    expect(siteHistory(content, path.join(clone, 'content'))).toBeUndefined();
    expect(warn.mock.calls.flat().join('\n')).toMatch(/no page history in this build: this is a shallow clone/);
    warn.mockRestore();
  });

  it('a folder outside any git checkout has none', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'history-nogit-'));
    dirs.push(copy);
    fs.cpSync(repo.file(''), path.join(copy, 'content'), { recursive: true });
    expect(contentHistory(path.join(copy, 'content'))).toBe('no-git');
  });
});
