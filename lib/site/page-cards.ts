import type { WikiPage } from '../model/types';
import type { Content } from '../model/collections';
import type { CardStat } from '../records/filter';
import { formatNumber } from '../model/format';
import { wikiPictureOf } from '../records/list-items';
import { kindById, kindName, kindRecord, type KindRecord, type RecordKind } from '../records/kinds';
import { allPaths, TOP_LEVEL_PAGES, type TopLevelPage } from '../records/routes';

/** What a page is in a few fields, shared by share image, link preview and metadata so they never disagree. */
export interface PageCard {
  /** The page's path as in lib/records/routes.ts `allPaths` (no trailing slash, "/" for home). */
  path: string;
  /** The page's own name (H1 or record name), without the site name. */
  title: string;
  /** What kind of page it is: "Boss", "Wiki · Floor Bosses", "Guide". */
  label: string;
  description: string;
  /** Picture under /images/ (the record's art, or the wiki page's own image). */
  image?: string;
  /** Two or three key numbers (bosses, gear, NPCs); empty for pages without any. */
  stats: CardStat[];
}

/** Kinds whose records a wiki page can be about, for its key stats: a page names them in a `wiki` field. */
const WIKI_SUBJECT_KINDS = ['bosses', 'boss-drops', 'npcs'] as const;

/** The record a wiki page is about; boss drops and premium gear share a collection and its key stats. */
function subjectOfWikiPage(slug: string, content: Content): { kind: RecordKind; record: KindRecord } | undefined {
  const subjects = content.index.recordsByWiki.get(slug) ?? [];
  for (const id of WIKI_SUBJECT_KINDS) {
    const kind = kindById(id)!;
    const subject = subjects.find((s) => s.collection === kind.collection.key);
    if (subject) return { kind, record: subject.record };
  }
  return undefined;
}

export function wikiPageCard(page: WikiPage, content: Content): PageCard {
  const fm = page.frontmatter;
  const section = content.index.wikiSections.get(fm.section);
  const subject = subjectOfWikiPage(page.slug, content);
  // The wiki by its menu name (content/pages.json), as the header and the breadcrumbs name it.
  const wikiName = content.pages.wiki.menuLabel ?? content.pages.wiki.title;
  return {
    path: `/wiki/${page.slug}`,
    title: fm.title,
    label: section ? `${wikiName} · ${section.title}` : wikiName,
    description: fm.description,
    image: fm.image ?? wikiPictureOf(page.slug, content)?.src,
    stats: subject ? subject.kind.keyStats(subject.record, content) : [],
  };
}

export function recordPageCard(kind: RecordKind, record: KindRecord, content: Content): PageCard {
  return {
    path: `/${kind.id}/${record.slug}`,
    title: record.name,
    label: kindName(kind, content),
    description: record.description,
    image: record.image,
    stats: kind.keyStats(record, content),
  };
}

/** The H1 of a fixed or list page, from its copy in content/pages.json. */
export function topLevelPageTitle(page: TopLevelPage, content: Content): string {
  if (page.path === '/') return content.site.name;
  const copy = content.pages[page.id];
  return [copy.title, copy.titleAccent].filter(Boolean).join(' ');
}

export function topLevelPageCard(page: TopLevelPage, content: Content): PageCard {
  const copy = content.pages[page.id];
  const kind = kindById(page.id);
  return {
    path: page.path,
    title: topLevelPageTitle(page, content),
    label: copy.menuLabel ?? copy.title,
    description: copy.description,
    stats: kind ? [{ label: kindName(kind, content, 'other'), value: formatNumber(kind.records(content).length) }] : [],
  };
}

/** The card of any built route, or undefined for a path that is not one. */
export function pageCardFor(pagePath: string, content: Content): PageCard | undefined {
  const top = TOP_LEVEL_PAGES.find((p) => p.path === pagePath);
  if (top) return topLevelPageCard(top, content);
  const parts = pagePath.split('/').filter(Boolean);
  if (parts.length !== 2) return undefined;
  const [prefix, slug] = parts as [string, string];
  if (prefix === 'wiki') {
    const page = content.index.wikiPages.get(slug);
    return page && wikiPageCard(page, content);
  }
  const kind = kindById(prefix);
  const record = kind && kindRecord(kind, slug, content);
  return kind && record ? recordPageCard(kind, record, content) : undefined;
}

/** One card per built route, in sitemap order. */
export function allPageCards(content: Content): PageCard[] {
  return allPaths(content.routes).map((path) => {
    const card = pageCardFor(path, content);
    if (!card) throw new Error(`allPageCards: no card for route "${path}"`);
    return card;
  });
}
