import type { Content } from '../model/collections';
import type { CardStat } from '../records/filter';
import { allPageCards } from './page-cards';
import { previewDataPath } from './share-paths';

/** The JSON a link preview fetches: what components/previews/link-previews.ts draws. */
export interface PreviewData {
  title: string;
  label: string;
  description: string;
  image?: string;
  stats: CardStat[];
}

let cache: { content: Content; previews: Map<string, PreviewData> } | undefined;

/** Preview data of every wiki and record page, by the URL path of its JSON file. */
export function previewsOf(content: Content): Map<string, PreviewData> {
  if (cache?.content === content) return cache.previews;
  const previews = new Map<string, PreviewData>();
  for (const card of allPageCards(content)) {
    const parts = card.path.split('/').filter(Boolean);
    if (parts.length !== 2) continue;
    const { title, label, description, image, stats } = card;
    previews.set(previewDataPath(parts[0]!, parts[1]!), { title, label, description, ...(image ? { image } : {}), stats });
  }
  cache = { content, previews };
  return previews;
}
