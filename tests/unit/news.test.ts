import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { newsFor, resolveNews } from '@/lib/site/news';
import { isPlaceholderUrl, isPlaceholderVersion } from '@/lib/site/placeholders';
import type { NewsItem } from '@/lib/schemas/news';

const content = loadContent();
const placeholderSite = {
  ...content.site,
  latestUpdate: { version: '0.0.0', todo: 'Set the version.' },
  links: { ...content.site.links, modDownload: { label: 'Download', url: 'https://mod-download.example/x' } },
};
const realSite = {
  ...content.site,
  latestUpdate: { version: '1.2.0' },
  links: { ...content.site.links, modDownload: { label: 'Download', url: 'https://mods.tensura.dev/dungeon' } },
};
const update: NewsItem = {
  id: 'latest-update',
  title: 'Update v{version}',
  summary: 'Version {version} is out.',
  link: { siteLink: 'modDownload' },
  linkLabel: 'Download the update',
  placements: ['home'],
};

describe('resolveNews', () => {
  it('fills in the version and links the download page once both are real', () => {
    expect(resolveNews(update, realSite)).toEqual({
      id: 'latest-update',
      title: 'Update v1.2.0',
      summary: 'Version 1.2.0 is out.',
      link: { href: 'https://mods.tensura.dev/dungeon', label: 'Download the update', external: true },
    });
  });

  it('holds back an item that names the version while the version is a placeholder', () => {
    expect(resolveNews(update, placeholderSite)).toBeUndefined();
    expect(resolveNews(update, { ...realSite, latestUpdate: { version: '0.0.0' } })).toBeUndefined();
  });

  it('shows an item without its link while the link is a placeholder URL', () => {
    const resolved = resolveNews(update, { ...realSite, links: placeholderSite.links });
    expect(resolved?.title).toBe('Update v1.2.0');
    expect(resolved?.link).toBeUndefined();
  });

  it('keeps internal links and items without a version', () => {
    const item: NewsItem = { id: 'wiki', title: 'Wiki', summary: 'Read it.', link: { href: '/wiki' }, placements: ['home'] };
    expect(resolveNews(item, placeholderSite)?.link).toEqual({ href: '/wiki', label: content.site.labels.recordPage.readMore, external: false });
  });
});

describe('newsFor with content/', () => {
  it.each(['home', 'news', 'server'] as const)('never shows a placeholder version or a placeholder link on %s', (placement) => {
    const items = newsFor(content, placement);
    const expectedCount = content.news.filter(
      (n) => n.placements.includes(placement) && !(isPlaceholderVersion(content.site.latestUpdate) && `${n.title} ${n.summary}`.includes('{version}')),
    ).length;
    expect(items).toHaveLength(expectedCount);
    for (const item of items) {
      expect(`${item.title} ${item.summary}`).not.toMatch(/\{version\}|\b0\.0\.0\b/);
      if (item.link?.external) expect(isPlaceholderUrl(item.link.href)).toBe(false);
    }
  });
});
