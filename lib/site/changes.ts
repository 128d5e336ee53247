import path from 'node:path';
import type { Content } from '../model/collections';
import { collectionFile, DATA_FILES } from '../model/collections';
import { fillTemplate } from '../model/template';
import { joinList } from '../model/format';
import type { ChangedMarkData } from '../history/changed-mark';
import { formatDisplayDate } from '../history/git-dates';
import type { FileChange } from '../history/git-log';
import { contentHistory, PAGE_HISTORY_LIMIT, RECENT_COMMITS, recordCollectionOfFile, type ContentCommit, type ContentHistory } from '../history/history';
import { kindById, type RecordKind } from '../records/kinds';
import { recordChangeLines, recordHref } from '../records/record-changes';
import { TOP_LEVEL_PAGES, type TopLevelPage } from '../records/routes';
import { topLevelPageTitle } from './page-cards';
import { sourceFilesOf } from './route-sources';

/** The site's history in the reader's words, for /changes/, page histories, changed marks and feeds. */

/** One page or record a change touched, and what happened to it ("HP 2,000 → 2,400", "edited: Drops"). */
export interface PageChange {
  title: string;
  /** Where it is today; absent for a page or record that no longer exists. */
  href?: string;
  lines: string[];
}

/** One commit as /changes/ and the changes feed show it. */
export interface ChangeEntry {
  sha: string;
  date: Date;
  summary: string;
  pages: PageChange[];
}

/** One change in a page's history. */
export interface PageHistoryEntry {
  sha: string;
  date: Date;
  summary: string;
  lines: string[];
}

export interface PageHistory {
  /** Newest first, at most PAGE_HISTORY_LIMIT. */
  entries: PageHistoryEntry[];
  /** The page's source file, relative to the repository root (for its full history there). */
  file: string;
  /** A record page: its history is its record's, not its whole file's. */
  record: boolean;
}

/** One record change, for a kind's feed. */
export interface RecordChangeEntry extends PageChange {
  sha: string;
  date: Date;
  slug: string;
  summary: string;
}

export interface SiteHistory {
  /** The latest commits that touched content/, newest first (at most RECENT_COMMITS). */
  recent(): ChangeEntry[];
  /** The history of a wiki or record page ("/wiki/koby", "/bosses/mezul"); undefined for other paths. */
  page(pagePath: string): PageHistory | undefined;
  /** When a wiki or record page last changed (its newest history entry). */
  lastChanged(pagePath: string): Date | undefined;
  /** The changes to a kind's records, newest first. */
  kindChanges(kind: RecordKind, limit: number): RecordChangeEntry[];
  /** When each news item (by id) was last added or changed. */
  newsDates(): Map<string, Date>;
}

const CONTENT = 'content';

/** The site's history, or undefined without git history; `contentDir`: where `content` was loaded from. */
export function siteHistory(content: Content, contentDir = CONTENT): SiteHistory | undefined {
  const history = contentHistory(contentDir);
  if (typeof history === 'string') return undefined;
  const byDir = siteHistories.get(content) ?? new Map<string, SiteHistory>();
  siteHistories.set(content, byDir);
  let site = byDir.get(contentDir);
  if (!site) {
    site = makeSiteHistory(history, content);
    byDir.set(contentDir, site);
  }
  return site;
}
const siteHistories = new WeakMap<Content, Map<string, SiteHistory>>();

function makeSiteHistory(history: ContentHistory, content: Content): SiteHistory {
  const words = content.pages.changes;
  const repoFile = (file: string) => (history.contentPath ? `${history.contentPath}/${file}` : file);

  /** "edited: Drops, Tips", "renamed from Old title", "added"… for one change of an MDX file. */
  const mdxLines = (change: FileChange): string[] => {
    if (change.status === 'added') return [words.added];
    if (change.status === 'removed') return [words.removed];
    const lines: string[] = [];
    if (change.status === 'renamed') {
      // The address readers knew (a wiki page's) or the file's old name.
      const old = change.from ?? '';
      const from = old.startsWith('wiki/') ? `/wiki/${path.basename(old, '.mdx')}` : path.basename(old, '.mdx');
      lines.push(fillTemplate(words.renamed, { from }));
      if (change.before === change.after) return lines;
    }
    const edit = history.mdxEdit(change);
    const sections = edit ? [...(edit.details ? [words.pageDetails] : []), ...(edit.intro ? [words.introduction] : []), ...edit.sections] : [];
    lines.push(sections.length ? fillTemplate(words.editedSections, { sections: joinList(sections) }) : words.edited);
    return lines;
  };

  const topLevelPage = (id: string) => TOP_LEVEL_PAGES.find((p) => p.id === id);
  const pageLink = (page: TopLevelPage, lines: string[]): PageChange => ({ title: topLevelPageTitle(page, content), href: page.path, lines });

  /** The fixed pages that show a data file (their sources, lib/site/route-sources.ts), content/pages.json aside. */
  const pagesShowing = new Map<string, TopLevelPage[]>();
  for (const page of TOP_LEVEL_PAGES) {
    for (const source of sourceFilesOf(page.path, content)) {
      // sourceFilesOf names files under content/ of the working directory: the same names under contentDir.
      const file = path.relative(CONTENT, source).split(path.sep).join('/');
      if (file === collectionFile(DATA_FILES.pages.key)) continue;
      pagesShowing.set(file, [...(pagesShowing.get(file) ?? []), page]);
    }
  }

  const siteWide = (lines: string[]): PageChange => ({ title: words.siteWide, lines });
  const statusWord = (status: 'added' | 'removed' | 'changed') => (status === 'added' ? words.added : status === 'removed' ? words.removed : words.edited);

  /** What one file change means for the pages it touched. */
  const pageChanges = (change: FileChange): PageChange[] => {
    const file = history.currentFile(change);
    const collection = recordCollectionOfFile(file);
    if (collection) {
      const records = history.recordChanges(collection, change);
      if (!records) return (pagesShowing.get(file) ?? []).map((p) => pageLink(p, [words.changed]));
      return records.map((r) => ({ title: r.name, href: recordHref(collection, r.slug, content), lines: recordChangeLines(collection, r, content) }));
    }
    const [folder] = file.split('/');
    if (file.endsWith('.mdx')) {
      const slug = path.basename(file, '.mdx');
      const lines = mdxLines(change);
      const oldTitle = () => history.mdxTitle(change, change.after ? 'after' : 'before') ?? slug;
      if (folder === 'wiki') {
        const page = content.index.wikiPages.get(slug);
        return [{ title: page?.frontmatter.title ?? oldTitle(), href: page && `/wiki/${slug}`, lines }];
      }
      if (folder === 'guide') {
        const guide = topLevelPage('guide')!;
        return [{ title: `${topLevelPageTitle(guide, content)} · ${oldTitle()}`, href: guide.path, lines }];
      }
      const fixed = folder === 'pages' && topLevelPage(slug);
      return [fixed ? pageLink(fixed, lines) : siteWide(lines)];
    }
    const entries = history.changedEntries(change);
    if (file === collectionFile(DATA_FILES.pages.key) && entries) {
      return entries.map(({ key, status }) => {
        const page = topLevelPage(key);
        return page ? pageLink(page, [statusWord(status)]) : siteWide([statusWord(status)]);
      });
    }
    if (file === collectionFile(DATA_FILES.news.key) && entries) {
      const news = topLevelPage('news')!;
      return entries.map(({ key, status }) => ({ title: content.news.find((n) => n.id === key)?.title ?? key, href: news.path, lines: [statusWord(status)] }));
    }
    const pages = pagesShowing.get(file);
    return pages ? pages.map((p) => pageLink(p, [words.edited])) : [siteWide([words.edited])];
  };

  /** The pages of one commit, each page once (two files of the guide are one page with two lines). */
  const commitPages = (commit: ContentCommit): PageChange[] => {
    const merged = new Map<string, PageChange>();
    for (const change of commit.files) {
      for (const page of pageChanges(change)) {
        const key = `${page.href ?? ''}|${page.title}`;
        const existing = merged.get(key);
        if (existing) existing.lines.push(...page.lines.filter((l) => !existing.lines.includes(l)));
        else merged.set(key, { ...page, lines: [...page.lines] });
      }
    }
    return [...merged.values()];
  };

  let recent: ChangeEntry[] | undefined;
  const pageHistories = new Map<string, { entries: PageHistoryEntry[]; file: string; record: boolean } | undefined>();

  const fullPageHistory = (pagePath: string) => {
    if (pageHistories.has(pagePath)) return pageHistories.get(pagePath);
    let result: { entries: PageHistoryEntry[]; file: string; record: boolean } | undefined;
    const [prefix, slug] = pagePath.split('/').filter(Boolean) as [string, string | undefined];
    if (slug !== undefined && prefix === 'wiki' && content.index.wikiPages.has(slug)) {
      const file = `wiki/${slug}.mdx`;
      const entries = history.fileEvents(file).map(({ commit, change }) => ({ sha: commit.sha, date: commit.date, summary: commit.summary, lines: mdxLines(change) }));
      result = { entries, file: repoFile(file), record: false };
    } else if (slug !== undefined) {
      const kind = kindById(prefix);
      if (kind) {
        const entries = history.recordEvents(kind.collection, slug).map(({ commit, change }) => ({
          sha: commit.sha,
          date: commit.date,
          summary: commit.summary,
          lines: recordChangeLines(kind.collection, change, content),
        }));
        result = { entries, file: repoFile(collectionFile(kind.collection.key)), record: true };
      }
    }
    pageHistories.set(pagePath, result);
    return result;
  };

  return {
    recent: () =>
      (recent ??= history.commits.slice(0, RECENT_COMMITS).map((commit) => ({ sha: commit.sha, date: commit.date, summary: commit.summary, pages: commitPages(commit) }))),
    page: (pagePath) => {
      const full = fullPageHistory(pagePath);
      return full && { ...full, entries: full.entries.slice(0, PAGE_HISTORY_LIMIT) };
    },
    lastChanged: (pagePath) => fullPageHistory(pagePath)?.entries[0]?.date,
    kindChanges: (kind, limit) => {
      const entries: RecordChangeEntry[] = [];
      for (const { commit, change } of history.fileEvents(collectionFile(kind.collection.key))) {
        for (const record of history.recordChanges(kind.collection, change) ?? []) {
          const shown = record.after ?? record.before;
          // A kind shows some of its file's records (boss drops: the gear bosses drop).
          if (shown && kind.includes && !kind.includes(shown)) continue;
          entries.push({
            sha: commit.sha,
            date: commit.date,
            summary: commit.summary,
            slug: record.slug,
            title: record.name,
            href: recordHref(kind.collection, record.slug, content),
            lines: recordChangeLines(kind.collection, record, content),
          });
        }
        if (entries.length >= limit) break;
      }
      return entries.slice(0, limit);
    },
    newsDates: () => {
      const dates = new Map<string, Date>();
      for (const { commit, change } of history.fileEvents(collectionFile(DATA_FILES.news.key))) {
        for (const { key, status } of history.changedEntries(change) ?? []) if (status !== 'removed' && !dates.has(key)) dates.set(key, commit.date);
      }
      return dates;
    },
  };
}

/** The "changed since your last visit" mark of a wiki or record page, on the page or on its index card; undefined without history. */
export function changedMark(content: Content, pagePath: string, where: 'page' | 'card' = 'page'): ChangedMarkData | undefined {
  const changed = siteHistory(content)?.lastChanged(pagePath);
  const words = where === 'page' ? content.pages.changes.mark : content.pages.changes.cardMark;
  return changed && { path: pagePath, at: changed.toISOString(), text: fillTemplate(words, { date: formatDisplayDate(changed) }) };
}
