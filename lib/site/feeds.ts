import { createHash } from 'node:crypto';
import { escapeText } from 'entities';
import { Feed } from 'feed';
import type { Content } from '../model/collections';
import { siteUrl } from '../model/site-url';
import { fillTemplate } from '../model/template';
import { lastCommitDate } from '../history/git-dates';
import { kindById, kindName, type KindId, type KindRecord, type RecordKind } from '../records/kinds';
import { siteHistory, type PageChange } from './changes';
import { resolveNews } from './news';

/** The Atom feeds (changes, news, one per kind), validated by scripts/check-feeds.mjs after the build. */

/** Entries per feed: a feed reader only needs the latest. */
const FEED_ENTRIES = 50;

export interface FeedLink {
  /** The feed's path, e.g. "/bosses/feed.xml". */
  path: string;
  title: string;
}

const feedPath = (pagePath: string) => `${pagePath}/feed.xml`;

/** The feed a page belongs to, if any: /changes/, /news/, and each kind's list and record pages. */
export function feedOf(pagePath: string, content: Content): FeedLink | undefined {
  const words = content.pages.changes.feeds;
  const site = content.site.name;
  if (pagePath === '/changes') return { path: feedPath(pagePath), title: fillTemplate(words.changes, { site }) };
  if (pagePath === '/news') return { path: feedPath(pagePath), title: fillTemplate(words.news, { site }) };
  const kind = kindById(pagePath.split('/').filter(Boolean)[0] ?? '');
  if (kind) return { path: feedPath(`/${kind.id}`), title: kindFeedTitle(kind, content) };
  return undefined;
}

const kindFeedTitle = (kind: RecordKind, content: Content) =>
  fillTemplate(content.pages.changes.feeds.kind, { kind: kindName(kind, content, 'other'), site: content.site.name });

/** A domain-free id: a version-5-style UUID of `name`'s SHA-1, stable if the site's address changes. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`tensura-dungeon-wiki:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface FeedEntry {
  id: string;
  title: string;
  summary: string;
  /** A site path or an absolute URL. */
  link: string;
  date: Date;
}

/** A page change as one line of text: "Mezul · HP 2,000 → 2,400; EP 13,000 → 14,000". */
export const pageChangeText = (page: PageChange) => `${page.title} · ${page.lines.join('; ')}`;

function atom(content: Content, options: { id: string; title: string; pagePath: string; entries: FeedEntry[]; subtitle?: string; fallbackDate: () => Date }): string {
  const { site } = content;
  // A page's address as its canonical URL has it: with the trailing slash (before any "#…"); a file's as it is.
  const url = (p: string) => (/^[a-z]+:/i.test(p) ? p : siteUrl(site.baseUrl, p.replace(/^([^#?]*\/[^/#?.]+)(?=[#?]|$)/, '$1/')));
  const updated = options.entries.reduce<Date | undefined>((newest, e) => (!newest || e.date > newest ? e.date : newest), undefined) ?? options.fallbackDate();
  const feed = new Feed({
    id: stableId(options.id),
    title: options.title,
    description: options.subtitle,
    link: url(`${options.pagePath}/`),
    feedLinks: { atom: url(feedPath(options.pagePath)) },
    updated,
    author: { name: site.name, link: url('/') },
    language: 'en',
    generator: false,
    copyright: fillTemplate(site.labels.footer.copyright, { year: String(site.copyrightYear), team: site.team }),
  });
  for (const entry of options.entries) {
    // The feed writes titles and summaries as type="html": plain text is escaped once, here.
    feed.addItem({ id: stableId(entry.id), title: escapeText(entry.title), description: escapeText(entry.summary), link: url(entry.link), date: entry.date });
  }
  return `${feed.atom1()}\n`;
}

const unavailable = (content: Content, hasHistory: boolean) => (hasHistory ? undefined : content.pages.changes.feeds.unavailable);
const contentDate = (file: string) => () => lastCommitDate(file);

/** /changes/feed.xml: the latest commits to content/, each with the pages it changed. */
export function changesFeed(content: Content): string {
  const history = siteHistory(content);
  const entries = (history?.recent() ?? []).slice(0, FEED_ENTRIES).map((entry) => ({
    id: `changes/${entry.sha}`,
    title: entry.summary,
    summary: entry.pages.map(pageChangeText).join('\n'),
    link: `/changes/#change-${entry.sha.slice(0, 12)}`,
    date: entry.date,
  }));
  const copy = content.pages.changes;
  return atom(content, {
    id: 'feed/changes',
    title: fillTemplate(copy.feeds.changes, { site: content.site.name }),
    subtitle: unavailable(content, !!history) ?? copy.description,
    pagePath: '/changes',
    entries,
    fallbackDate: contentDate('content/pages.json'),
  });
}

/** /news/feed.xml: each news item, dated by when it was last added or changed (from git; else news.json's date). */
export function newsFeed(content: Content): string {
  const dates = siteHistory(content)?.newsDates();
  const fileDate = lastCommitDate('content/news.json');
  const entries = content.news
    .filter((item) => item.placements.includes('news'))
    .flatMap((item) => {
      const news = resolveNews(item, content.site);
      if (!news) return [];
      return [{ id: `news/${news.id}`, title: news.title, summary: news.summary, link: news.link?.href ?? '/news/', date: dates?.get(news.id) ?? fileDate }];
    });
  return atom(content, {
    id: 'feed/news',
    title: fillTemplate(content.pages.changes.feeds.news, { site: content.site.name }),
    subtitle: content.pages.news.description,
    pagePath: '/news',
    entries,
    fallbackDate: () => fileDate,
  });
}

/** /<kind>/feed.xml: the latest changes to that kind's records, one entry per record and commit. */
export function kindFeed(kind: RecordKind<KindRecord, KindId>, content: Content): string {
  const history = siteHistory(content);
  const entries = (history?.kindChanges(kind, FEED_ENTRIES) ?? []).map((change) => ({
    id: `${kind.id}/${change.slug}/${change.sha}`,
    title: pageChangeText(change),
    summary: change.summary,
    link: change.href ?? `/${kind.id}/`,
    date: change.date,
  }));
  return atom(content, {
    id: `feed/${kind.id}`,
    title: kindFeedTitle(kind, content),
    subtitle: unavailable(content, !!history) ?? content.pages[kind.id].description,
    pagePath: `/${kind.id}`,
    entries,
    fallbackDate: contentDate(`content/${kind.collection.key}.json`),
  });
}
