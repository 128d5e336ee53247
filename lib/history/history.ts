import path from 'node:path';
import { RECORD_COLLECTIONS, type RecordCollection } from '../model/collections';
import type { CollectionRecord } from '../model/types';
import { gitLogOf, readBlobs, type FileChange, type LogCommit, type NoHistory } from './git-log';
import { mdxEdit, mdxTitle, type MdxEdit } from './mdx-diff';
import { changedEntries, diffRecordFile, type RecordChange } from './record-diff';

/** The history of content/ from the one `git log` pass; lib/site/changes.ts reads it, nothing here formats. */

/** Commits /changes/ lists: the latest that touch content/. */
export const RECENT_COMMITS = 100;
/** Changes a page's "Page history" lists (the repository has the rest). */
export const PAGE_HISTORY_LIMIT = 10;

/** A commit that touched content/: its files by path relative to content/. */
export interface ContentCommit extends Omit<LogCommit, 'files'> {
  files: FileChange[];
}

/** One change of one file, with the commit that made it. */
export interface FileEvent {
  commit: ContentCommit;
  change: FileChange;
}

/** A change of one record, with the commit that made it. */
export interface RecordEvent<R extends CollectionRecord = CollectionRecord> {
  commit: ContentCommit;
  change: RecordChange<R>;
}

export interface ContentHistory {
  /** Newest first. */
  commits: readonly ContentCommit[];
  /** content/ relative to the work tree ("content"), for links to the repository. */
  contentPath: string;
  /** The changes of a file (relative to content/, as it is named today), newest first, through its renames. */
  fileEvents(file: string): readonly FileEvent[];
  /** The name a changed file has today (relative to content/): a later rename moves it on. */
  currentFile(change: FileChange): string;
  /** The record changes a file change made; undefined when either version is not a JSON list of records. */
  recordChanges<R extends CollectionRecord>(collection: RecordCollection<R>, change: FileChange): RecordChange<R>[] | undefined;
  /** The changes of one record, newest first. */
  recordEvents<R extends CollectionRecord>(collection: RecordCollection<R>, slug: string): readonly RecordEvent<R>[];
  /** Which sections of an MDX page a change edited (undefined: added, removed, or a version unreadable). */
  mdxEdit(change: FileChange): MdxEdit | undefined;
  /** An MDX page's title in the version before (or after) a change. */
  mdxTitle(change: FileChange, side: 'before' | 'after'): string | undefined;
  /** The entries of a data file that a change added, changed or removed. */
  changedEntries(change: FileChange): ReturnType<typeof changedEntries>;
}

const RECORD_FILES = new Map<string, RecordCollection>(Object.values(RECORD_COLLECTIONS).map((c) => [`${c.key}.json`, c as RecordCollection]));

/** Each file's changes by its name today: a rename carries the older changes over to the new name. */
function eventsByFile(commits: readonly ContentCommit[]): { events: Map<string, FileEvent[]>; names: Map<FileChange, string> } {
  const events = new Map<string, FileEvent[]>();
  const names = new Map<FileChange, string>();
  /** An older name → the name its file has today. */
  const later = new Map<string, string>();
  for (const commit of commits) {
    for (const change of commit.files) {
      const current = later.get(change.path) ?? change.path;
      // Before a file was added (or after it was removed) its name belongs to no one.
      if (change.status === 'added') later.delete(change.path);
      if (change.status === 'renamed' && change.from) later.set(change.from, current);
      const list = events.get(current) ?? [];
      list.push({ commit, change });
      events.set(current, list);
      names.set(change, current);
    }
  }
  return { events, names };
}

/** The file versions the history compares: every version of the record files, the rest only as far as shown. */
function blobsWanted(commits: readonly ContentCommit[], events: Map<string, FileEvent[]>): string[] {
  const ids: string[] = [];
  const add = (change: FileChange) => {
    if (change.before) ids.push(change.before);
    if (change.after) ids.push(change.after);
  };
  for (const commit of commits.slice(0, RECENT_COMMITS)) commit.files.forEach(add);
  for (const [file, list] of events) {
    const all = RECORD_FILES.has(file) || !file.endsWith('.mdx');
    (all ? list : list.slice(0, PAGE_HISTORY_LIMIT)).forEach((e) => add(e.change));
  }
  return ids;
}

let warned = false;
const histories = new Map<string, ContentHistory | NoHistory>();

/** What the build prints when pages show no history, once per process. */
export function noHistoryWarning(reason: NoHistory): string {
  const why = {
    'no-git': 'content/ is not in a git checkout (or git is not installed)',
    shallow: 'this is a shallow clone, which knows only its newest commits',
    'no-commits': 'the repository has no commits yet',
  }[reason];
  return `warning: no page history in this build: ${why}. Pages show no "Page history", /changes/ says history is unavailable and the change feeds have no entries. Build from a full clone (git fetch --unshallow; CI: actions/checkout with fetch-depth: 0).`;
}

/** The history of a content folder, read once per process, or why there is none (after a warning). */
export function contentHistory(contentDir = 'content'): ContentHistory | NoHistory {
  const dir = path.resolve(contentDir);
  let history = histories.get(dir);
  if (!history) {
    history = readContentHistory(dir);
    histories.set(dir, history);
    if (typeof history === 'string' && !warned) {
      warned = true;
      console.warn(noHistoryWarning(history));
    }
  }
  return history;
}

function readContentHistory(dir: string): ContentHistory | NoHistory {
  const log = gitLogOf(dir);
  if (!log) return 'no-git';
  if (log.incomplete) return log.incomplete;
  const contentPath = path.relative(log.workTree, dir).split(path.sep).join('/');
  const prefix = contentPath ? `${contentPath}/` : '';
  const inContent = (p: string | undefined) => p !== undefined && p.startsWith(prefix);
  const commits: ContentCommit[] = [];
  for (const commit of log.commits) {
    const files = commit.files
      .filter((f) => inContent(f.path) || inContent(f.from))
      .map((f): FileChange => {
        const rel = (p: string) => p.slice(prefix.length);
        // A file moved into content/ is an addition there; moved out, a removal.
        if (f.status === 'renamed' && !inContent(f.from)) return { status: 'added', path: rel(f.path), after: f.after };
        if (f.status === 'renamed' && !inContent(f.path)) return { status: 'removed', path: rel(f.from!), before: f.before };
        return { ...f, path: rel(f.path), ...(f.from ? { from: rel(f.from) } : {}) };
      });
    if (files.length) commits.push({ sha: commit.sha, date: commit.date, summary: commit.summary, files });
  }
  const { events, names } = eventsByFile(commits);
  const texts = readBlobs(log.workTree, blobsWanted(commits, events));
  const text = (id: string | undefined) => (id === undefined ? undefined : texts.get(id));

  const recordDiffs = new Map<string, RecordChange[] | undefined>();
  const recordChanges = <R extends CollectionRecord>(collection: RecordCollection<R>, change: FileChange) => {
    const key = `${collection.key}:${change.before}:${change.after}`;
    if (!recordDiffs.has(key)) {
      const before = text(change.before);
      const after = text(change.after);
      // A version the batch did not read (a partial clone) cannot be compared.
      const readable = (change.before === undefined || before !== undefined) && (change.after === undefined || after !== undefined);
      recordDiffs.set(key, readable ? (diffRecordFile(collection, before, after) as RecordChange[] | undefined) : undefined);
    }
    return recordDiffs.get(key) as RecordChange<R>[] | undefined;
  };

  const recordHistories = new Map<string, Map<string, RecordEvent[]>>();
  const recordEvents = <R extends CollectionRecord>(collection: RecordCollection<R>, slug: string) => {
    let bySlug = recordHistories.get(collection.key);
    if (!bySlug) {
      bySlug = new Map();
      for (const { commit, change } of events.get(`${collection.key}.json`) ?? []) {
        for (const record of recordChanges(collection as RecordCollection, change) ?? []) {
          const list = bySlug.get(record.slug) ?? [];
          list.push({ commit, change: record });
          bySlug.set(record.slug, list);
        }
      }
      recordHistories.set(collection.key, bySlug);
    }
    return (bySlug.get(slug) ?? []) as RecordEvent<R>[];
  };

  return {
    commits,
    contentPath,
    fileEvents: (file) => events.get(file) ?? [],
    currentFile: (change) => names.get(change) ?? change.path,
    recordChanges,
    recordEvents,
    mdxEdit: (change) => {
      const before = text(change.before);
      const after = text(change.after);
      return before !== undefined && after !== undefined ? mdxEdit(before, after) : undefined;
    },
    mdxTitle: (change, side) => {
      const source = text(side === 'before' ? change.before : change.after);
      return source === undefined ? undefined : mdxTitle(source);
    },
    changedEntries: (change) => changedEntries(text(change.before), text(change.after)),
  };
}

/** The collection of a record file (a path relative to content/), if it is one. */
export const recordCollectionOfFile = (file: string): RecordCollection | undefined => RECORD_FILES.get(file);
