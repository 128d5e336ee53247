import type { Content } from '../content';
import { isPlaceholderUrl, isPlaceholderVersion } from './placeholders';
import type { NewsItem } from '../schemas/news';

/** A news item ready to render: placeholders filled in, link resolved. */
export interface ResolvedNews {
  id: string;
  title: string;
  summary: string;
  link?: { href: string; label: string; external: boolean };
}

const VERSION_TOKEN = '{version}';

/** Replaces "{version}" with the latest update version from site settings. */
export function fillPlaceholders(text: string, site: Content['site']): string {
  return text.replaceAll(VERSION_TOKEN, site.latestUpdate.version);
}

/** The item as shown, or undefined while it names an unset version; a placeholder link is left off. */
export function resolveNews(item: NewsItem, site: Content['site']): ResolvedNews | undefined {
  const namesVersion = item.title.includes(VERSION_TOKEN) || item.summary.includes(VERSION_TOKEN);
  if (namesVersion && isPlaceholderVersion(site.latestUpdate)) return undefined;
  let link: ResolvedNews['link'];
  if (item.link && 'href' in item.link) link = { href: item.link.href, label: item.linkLabel ?? site.labels.recordPage.readMore, external: false };
  else if (item.link) {
    const external = site.links[item.link.siteLink]!;
    if (!isPlaceholderUrl(external.url)) link = { href: external.url, label: item.linkLabel ?? external.label, external: true };
  }
  return { id: item.id, title: fillPlaceholders(item.title, site), summary: fillPlaceholders(item.summary, site), link };
}

/** News for one place of the site, in file order, without the items that are still waiting for a setting. */
export function newsFor(content: Pick<Content, 'news' | 'site'>, placement: NewsItem['placements'][number]): ResolvedNews[] {
  return content.news
    .filter((n) => n.placements.includes(placement))
    .map((n) => resolveNews(n, content.site))
    .filter((n): n is ResolvedNews => n !== undefined);
}
