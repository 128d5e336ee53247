import type { Content } from './content';
import type { NewsItem } from './schemas/news';

/** A news item ready to render: placeholders filled in, link resolved. */
export interface ResolvedNews {
  id: string;
  title: string;
  summary: string;
  link?: { href: string; label: string; external: boolean };
}

/** Replaces "{version}" with the latest update version from site settings. */
export function fillPlaceholders(text: string, site: Content['site']): string {
  return text.replaceAll('{version}', site.latestUpdate.version);
}

export function resolveNews(item: NewsItem, site: Content['site']): ResolvedNews {
  let link: ResolvedNews['link'];
  if (item.link && 'href' in item.link) link = { href: item.link.href, label: item.linkLabel ?? 'Read more', external: false };
  else if (item.link) {
    const external = site.links[item.link.siteLink]!;
    link = { href: external.url, label: item.linkLabel ?? external.label, external: true };
  }
  return { id: item.id, title: fillPlaceholders(item.title, site), summary: fillPlaceholders(item.summary, site), link };
}

/** News for one place of the site, in file order. */
export function newsFor(content: Pick<Content, 'news' | 'site'>, placement: NewsItem['placements'][number]): ResolvedNews[] {
  return content.news.filter((n) => n.placements.includes(placement)).map((n) => resolveNews(n, content.site));
}
