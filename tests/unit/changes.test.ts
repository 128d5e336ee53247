import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { formatNumber } from '@/lib/model/format';
import { compareBuilds, pageLines } from '@/scripts/changes/compare-builds';
import { contentChanges, describeChange } from '@/scripts/changes/record-diff';
import { changedWords } from '@/scripts/changes/report';
import { runChanges, type ChangesResult } from '@/scripts/changes/run';
import { PHONE } from '@/scripts/changes/screenshots';

/*
 * `npm run changes`: its comparison over two small exports, its record diff, and the whole command in a fixture
 * repository (real git commits, a small build script that renders pages from a copy of content/) where a record
 * field, a wiki paragraph and a shared label change in three commits. The pages each run lists must be exactly
 * those whose HTML differs once the build's own noise (build id, CSP hash, asset names) is taken out.
 */

const CONTENT = path.resolve(__dirname, '../../content');
const content = loadContent();
const temp: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page as a build writes it: a build id in a script, its CSP hash and asset names differ from build to build. */
function builtPage(build: string, title: string, body: string, menu = 'Menu') {
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${build}-hash'"><title>${title}</title>
<link rel="stylesheet" href="/_next/static/css/${build}.css"><script src="/_next/static/chunks/${build}.js"></script></head>
<body><header><button aria-label="${menu}" type="button">${menu}</button></header><main>${body}</main><script>self.__next_f.push([1,"${build}"])</script></body></html>`;
}

function writeExport(pages: Record<string, string>) {
  const out = tempDir('wiki-changes-out-');
  for (const [url, html] of Object.entries(pages)) {
    fs.mkdirSync(path.join(out, url), { recursive: true });
    fs.writeFileSync(path.join(out, url, 'index.html'), html);
  }
  return out;
}

describe('compareBuilds: two exports page by page, by rendered text', () => {
  const base = writeExport({
    '/': builtPage('aaa', 'Home', '<p>Welcome</p>'),
    '/bosses/mezul/': builtPage('aaa', 'Mezul', '<dl><dt>HP</dt><dd>2,000</dd></dl><p>Your first kill pays <strong>100</strong> coins.</p>'),
    '/wiki/koby/': builtPage('aaa', 'Koby', '<p>Koby trades.</p>'),
    '/old/': builtPage('aaa', 'Old', '<p>Gone</p>'),
  });
  const head = writeExport({
    '/': builtPage('bbb', 'Home', '<p>Welcome</p>'),
    '/bosses/mezul/': builtPage('bbb', 'Mezul', '<dl><dt>HP</dt><dd>2,400</dd></dl><p>Your first kill pays <strong>100</strong> coins.</p>'),
    '/wiki/koby/': builtPage('bbb', 'Koby', '<p>Koby trades.</p>', 'Open menu'),
    '/new/': builtPage('bbb', 'New', '<p>Here</p>'),
  });

  it('lists the pages whose text changed, with the lines before and after, and none whose build noise alone differs', () => {
    const result = compareBuilds(base, head);
    expect(result.changed).toEqual([
      { url: '/bosses/mezul/', removed: ['2,000'], added: ['2,400'] },
      { url: '/wiki/koby/', removed: ['[aria-label] Menu', 'Menu'], added: ['[aria-label] Open menu', 'Open menu'] },
    ]);
    expect(result.added).toEqual(['/new/']);
    expect(result.removed).toEqual(['/old/']);
    expect(result.pageCount).toBe(4);
  });

  it('reads a line of text across inline elements, and the title', () => {
    const lines = pageLines(builtPage('x', 'Mezul', '<p>Your first kill pays <strong>100</strong> coins.</p>'));
    expect(lines).toContain('Your first kill pays 100 coins.');
    expect(lines[0]).toBe('[title] Mezul');
  });
});

describe('changedWords: the changed words of a line in bold, with some context', () => {
  it('keeps a number whole, however its language groups it', () => {
    expect(changedWords('a fight with 2,400 HP', 'a fight with 2,000 HP')).toBe('a fight with **2,400** HP');
    expect(changedWords('бой: 2\u00a0400 HP', 'бой: 2\u00a0000 HP')).toBe('бой: **2\u00a0400** HP');
  });
});

describe('contentChanges: record fields by slug', () => {
  it('names the record and field of each changed value, numbers as a reader writes them', () => {
    const mezul = content.bosses.find((b) => b.slug === 'mezul') ?? content.bosses[0]!;
    const read = (name: string) => fs.readFileSync(path.join(CONTENT, name), 'utf8');
    const edited = (name: string) => {
      if (name !== 'bosses.json') return read(name);
      const bosses = JSON.parse(read(name)) as { slug: string; hp: number }[];
      bosses.find((b) => b.slug === mezul.slug)!.hp += 400;
      return JSON.stringify(bosses);
    };
    expect(contentChanges(read, edited).map(describeChange)).toEqual([`bosses/${mezul.slug}: hp ${formatNumber(mezul.hp)} → ${formatNumber(mezul.hp + 400)}`]);
  });
});

/*
 * The fixture repository's build: every boss's HP on the boss list and its own page, each wiki page's prose and
 * the HP of every boss its components name, and the header's menu label from content/site.json on every page.
 * Each build writes a new build id into a script, a CSP hash and an asset name, as the real build does.
 */
const FIXTURE_BUILD = String.raw`
import crypto from 'node:crypto';
import fs from 'node:fs';
const read = (f) => JSON.parse(fs.readFileSync('content/' + f, 'utf8'));
const site = read('site.json');
const bosses = read('bosses.json');
const id = crypto.randomUUID();
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const hp = (b) => b.hp.toLocaleString('en-US');
fs.rmSync('out', { recursive: true, force: true });
const page = (url, title, body) => {
  fs.mkdirSync('out' + url, { recursive: true });
  const menu = esc(site.labels.header.menu);
  fs.writeFileSync('out' + url + 'index.html', '<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'sha256-' + id + '\'"><title>' + esc(title) + '</title><link rel="stylesheet" href="/_next/static/' + id + '.css"></head><body><header><button aria-label="' + menu + '">' + menu + '</button></header><main>' + body + '</main><script>self.__build="' + id + '"</script></body></html>');
};
page('/', 'Home', '<h1>Home</h1>');
page('/bosses/', 'Bosses', bosses.map((b) => '<p>' + esc(b.name) + ': HP ' + hp(b) + '</p>').join(''));
for (const b of bosses) page('/bosses/' + b.slug + '/', b.name, '<h1>' + esc(b.name) + '</h1><p>Floor ' + b.floor + '</p><p>HP ' + hp(b) + '</p>');
for (const f of fs.readdirSync('content/wiki')) {
  const text = fs.readFileSync('content/wiki/' + f, 'utf8');
  const [, front, body] = text.split(/^---$/m);
  const title = /^title: "?(.*?)"?$/m.exec(front)[1];
  const prose = body.split('\n').filter((l) => /^[A-Za-z]/.test(l)).map((l) => '<p>' + esc(l) + '</p>');
  const named = [...body.matchAll(/<Boss\w* (?:slug|boss)="([^"]+)"/g)].map((m) => bosses.find((b) => b.slug === m[1])).filter(Boolean);
  page('/wiki/' + f.replace(/\.mdx$/, '') + '/', title, prose.join('') + named.map((b) => '<p>' + esc(b.name) + ' HP ' + hp(b) + '</p>').join(''));
}
`;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Editor', GIT_AUTHOR_EMAIL: 'editor@example.org', GIT_COMMITTER_NAME: 'Editor', GIT_COMMITTER_EMAIL: 'editor@example.org' } }).trim();

/** The pages whose HTML differs between two exports once each build's id is replaced (a diff of the whole folders). */
function pagesDifferingInHtml(baseOut: string, headOut: string): string[] {
  const pages = (out: string) => {
    const found = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name === 'index.html') {
          const html = fs.readFileSync(path.join(dir, entry.name), 'utf8');
          const id = /self\.__build="([^"]+)"/.exec(html)![1]!;
          found.set(`/${path.relative(out, dir).split(path.sep).join('/')}/`.replace('//', '/'), html.replaceAll(id, 'BUILD'));
        }
      }
    };
    walk(out);
    return found;
  };
  const [before, after] = [pages(baseOut), pages(headOut)];
  return [...new Set([...before.keys(), ...after.keys()])].filter((url) => before.get(url) !== after.get(url)).sort();
}

describe('npm run changes in a repository with three commits: a record field, a wiki paragraph, a shared label', () => {
  let repo: string;
  const commits: Record<'start' | 'record' | 'paragraph' | 'label', string> = { start: '', record: '', paragraph: '', label: '' };
  const boss = content.bosses.find((b) => b.slug === 'mezul') ?? content.bosses[0]!;
  /** Wiki pages whose components name the boss: the fixture build shows its HP there. */
  const bossWikiPages = content.wikiPages.filter((p) => new RegExp(`<Boss\\w* (?:slug|boss)="${boss.slug}"`).test(fs.readFileSync(path.join(CONTENT, 'wiki', `${p.slug}.mdx`), 'utf8')));
  const paragraphPage = content.wikiPages.find((p) => !bossWikiPages.includes(p))!;
  const allPages = ['/', '/bosses/', ...content.bosses.map((b) => `/bosses/${b.slug}/`), ...content.wikiPages.map((p) => `/wiki/${p.slug}/`)].sort();

  beforeAll(() => {
    repo = tempDir('wiki-changes-repo-');
    git(repo, 'init', '-q', '-b', 'main');
    fs.cpSync(CONTENT, path.join(repo, 'content'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'build.mjs'), FIXTURE_BUILD);
    fs.writeFileSync(path.join(repo, '.gitignore'), 'out/\nchanges/\n.cache/\n');
    const commit = (message: string) => {
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', message);
      return git(repo, 'rev-parse', 'HEAD');
    };
    commits.start = commit('Start');
    const bossesFile = path.join(repo, 'content/bosses.json');
    fs.writeFileSync(bossesFile, fs.readFileSync(bossesFile, 'utf8').replace(new RegExp(`("slug": "${boss.slug}"[\\s\\S]*?"hp": )${boss.hp}`), `$1${boss.hp + 400}`));
    commits.record = commit('A record field');
    const pageFile = path.join(repo, 'content/wiki', `${paragraphPage.slug}.mdx`);
    const source = fs.readFileSync(pageFile, 'utf8');
    const paragraph = source.split('\n').find((line, i) => i > 0 && /^[A-Za-z]/.test(line) && !/^\w+:/.test(line))!;
    fs.writeFileSync(pageFile, source.replace(paragraph, 'A paragraph an editor rewrote.'));
    commits.paragraph = commit('A wiki paragraph');
    const siteFile = path.join(repo, 'content/site.json');
    fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace('"menu": "Menu"', '"menu": "Open the menu"'));
    commits.label = commit('A shared label');
  });

  /** `npm run changes` with the working tree at `head`, against `base`. */
  async function changesAt(head: string, base: string, maxScreenshots = 3): Promise<ChangesResult> {
    git(repo, 'checkout', '-q', '--detach', head);
    return runChanges({ cwd: repo, base, buildCommand: `"${process.execPath}" build.mjs`, maxScreenshots, log: () => {} });
  }
  const listed = (r: ChangesResult) => [...r.comparison.changed.map((p) => p.url), ...r.comparison.added, ...r.comparison.removed].sort();
  const baseOut = (r: ChangesResult) => path.join(repo, '.cache/changes', r.commit, 'out');

  it('a record edit lists every page that shows the record, and the field diff', async () => {
    const result = await changesAt(commits.record, 'HEAD~1');
    expect(listed(result)).toEqual(['/bosses/', `/bosses/${boss.slug}/`, ...bossWikiPages.map((p) => `/wiki/${p.slug}/`)].sort());
    expect(listed(result)).toEqual(pagesDifferingInHtml(baseOut(result), path.join(repo, 'out')));
    expect(result.fields.map(describeChange)).toEqual([`bosses/${boss.slug}: hp ${formatNumber(boss.hp)} → ${formatNumber(boss.hp + 400)}`]);
    const report = fs.readFileSync(result.reportFile, 'utf8');
    expect(report).toContain(`bosses/${boss.slug}: hp ${formatNumber(boss.hp)} → ${formatNumber(boss.hp + 400)}`);
    expect(report).toContain(`\`/bosses/${boss.slug}/\``);
    // A picture before and after, side by side, of each changed page (three at most here).
    expect(result.shots).toHaveLength(Math.min(3, listed(result).length));
    for (const shot of result.shots) {
      for (const file of [shot.before!, shot.after!, shot.sideBySide!]) expect(fs.existsSync(file), file).toBe(true);
      expect((await sharp(shot.before!).metadata()).width).toBe(PHONE.width);
      expect((await sharp(shot.sideBySide!).metadata()).width).toBeGreaterThan(2 * PHONE.width);
      expect(report).toContain(path.relative(path.dirname(result.reportFile), shot.sideBySide!));
    }
  });

  it('a wiki paragraph lists its page only, and no record changes', async () => {
    const result = await changesAt(commits.paragraph, 'HEAD~1');
    expect(listed(result)).toEqual([`/wiki/${paragraphPage.slug}/`]);
    expect(listed(result)).toEqual(pagesDifferingInHtml(baseOut(result), path.join(repo, 'out')));
    expect(result.comparison.changed[0]!.added).toEqual(['A paragraph an editor rewrote.']);
    expect(result.fields).toEqual([]);
    expect(fs.existsSync(result.shots[0]!.sideBySide!)).toBe(true);
  });

  it('a shared label lists every page, and pictures only up to the limit', async () => {
    const result = await changesAt(commits.label, 'HEAD~1', 2);
    expect(listed(result)).toEqual(allPages);
    expect(listed(result)).toEqual(pagesDifferingInHtml(baseOut(result), path.join(repo, 'out')));
    expect(result.fields.map(describeChange)).toEqual(['site: labels.header.menu "Menu" → "Open the menu"']);
    expect(result.shots).toHaveLength(2);
    expect(result.unshot).toHaveLength(allPages.length - 2);
  });

  it('against the first commit, all three changes at once', async () => {
    const result = await changesAt(commits.label, commits.start, 0);
    expect(listed(result)).toEqual(allPages);
    expect(result.fields.map((f) => f.record).sort()).toEqual([`bosses/${boss.slug}`, 'site']);
  });

  it('a change that alters no rendered page says so', async () => {
    const result = await changesAt(commits.label, 'HEAD', 0);
    expect(listed(result)).toEqual([]);
    expect(result.summary).toContain('No rendered page changed');
    expect(fs.readFileSync(result.reportFile, 'utf8')).toContain('No rendered page changed');
  });
});
