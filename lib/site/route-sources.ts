import fs from 'node:fs';
import path from 'node:path';
import type { Content } from '../model/collections';
import { collectionFile as collectionFileName, type CollectionKey } from '../model/collections';
import { lastCommitDate } from '../history/git-dates';
import { kindById } from '../records/kinds';
import { TOP_LEVEL_PAGES, type TopLevelPage } from '../records/routes';

/** Data files a fixed page shows besides its copy in content/pages.json. */
const FIXED_PAGE_DATA: Partial<Record<TopLevelPage['id'], CollectionKey[]>> = {
  home: ['news'],
  news: ['news'],
  shop: ['shop'],
  server: ['server'],
  wiki: ['wikiSections'],
};

const CONTENT_DIR = 'content';
const collectionFile = (key: string) => path.join(CONTENT_DIR, collectionFileName(key));

/** The content files a route is made from (its sitemap lastmod is their newest commit). */
export function sourceFilesOf(pagePath: string, content: Content): string[] {
  const parts = pagePath.split('/').filter(Boolean);
  if (parts.length === 2) {
    const [prefix, slug] = parts as [string, string];
    if (prefix === 'wiki') {
      const page = content.index.wikiPages.get(slug);
      if (!page) throw new Error(`sourceFilesOf: no wiki page "${slug}"`);
      return [page.file];
    }
    // A record page is made from its kind's file (boss drops: gear.json).
    const kind = kindById(prefix);
    if (kind) return [collectionFile(kind.collection.key)];
  }
  const page = TOP_LEVEL_PAGES.find((p) => p.path === (pagePath || '/'));
  if (!page) throw new Error(`sourceFilesOf: "${pagePath}" is not a route of the site`);
  if (page.id === 'guide') return content.guideSections.map((s) => s.file);
  const files = [collectionFile('pages')];
  const kind = kindById(page.id);
  if (kind) files.push(collectionFile(kind.collection.key));
  for (const key of FIXED_PAGE_DATA[page.id] ?? []) files.push(collectionFile(key));
  const mdx = path.join(CONTENT_DIR, 'pages', `${page.id}.mdx`);
  if (fs.existsSync(mdx)) files.push(mdx);
  return files;
}

/** When a route's content last changed: the newest last-commit date among its source files. */
export function lastModifiedOf(pagePath: string, content: Content): Date {
  const dates = sourceFilesOf(pagePath, content).map((file) => lastCommitDate(file).getTime());
  return new Date(Math.max(...dates));
}
