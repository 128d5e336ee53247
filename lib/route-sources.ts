import fs from 'node:fs';
import path from 'node:path';
import type { Content } from './content/types';
import { collectionFile as collectionFileName, type CollectionKey } from './content/collections';
import { lastCommitDate } from './git-dates';
import { isKindId, type KindId } from './kinds';
import { TOP_LEVEL_PAGES, type TopLevelPage } from './routes';

/** The JSON file in content/ each kind's records come from (boss drops are part of gear.json). */
export const KIND_COLLECTIONS: Readonly<Record<KindId, CollectionKey>> = {
  bosses: 'bosses',
  'boss-drops': 'gear',
  npcs: 'npcs',
  structures: 'structures',
  animations: 'animations',
};

/** Data files a fixed page shows besides its copy in content/pages.json. */
const FIXED_PAGE_DATA: Partial<Record<TopLevelPage['id'], CollectionKey[]>> = {
  home: ['news'],
  news: ['news'],
  shop: ['shop'],
  server: ['server'],
  wiki: ['wikiSections'],
};

const CONTENT_DIR = 'content';
const collectionFile = (key: CollectionKey) => path.join(CONTENT_DIR, collectionFileName(key));

/**
 * The content files a built route is made from (paths relative to the project root): a wiki page's MDX, a record
 * page's JSON file, a fixed page's copy (plus its MDX and the data it lists), every guide section for the guide.
 * The sitemap's lastmod is the newest commit among them.
 */
export function sourceFilesOf(pagePath: string, content: Content): string[] {
  const parts = pagePath.split('/').filter(Boolean);
  if (parts.length === 2) {
    const [prefix, slug] = parts as [string, string];
    if (prefix === 'wiki') {
      const page = content.index.wikiPages.get(slug);
      if (!page) throw new Error(`sourceFilesOf: no wiki page "${slug}"`);
      return [page.file];
    }
    if (isKindId(prefix)) return [collectionFile(KIND_COLLECTIONS[prefix])];
  }
  const page = TOP_LEVEL_PAGES.find((p) => p.path === (pagePath || '/'));
  if (!page) throw new Error(`sourceFilesOf: "${pagePath}" is not a route of the site`);
  if (page.id === 'guide') return content.guideSections.map((s) => s.file);
  const files = [collectionFile('pages')];
  if (isKindId(page.id)) files.push(collectionFile(KIND_COLLECTIONS[page.id]));
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
