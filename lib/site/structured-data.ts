import { localPath } from '../i18n/languages';
import { requestLanguage } from '../i18n/request';
import type { WikiPage } from '../model/types';
import { siteUrl } from '../model/site-url';
import { kindName, type KindRecord, type RecordKind } from '../records/kinds';
import type { SiteSettings } from '../schemas/site';
import type { WikiSection } from '../schemas/wiki';
import type { PagesCopy } from '../schemas/pages';
import type { JsonContent } from '../model/collections';

/** schema.org JSON-LD for a <script>, with "<" escaped so no content can close the element. */

export interface Crumb {
  name: string;
  /** Site path (with trailing slash, optionally with a #fragment). */
  path: string;
}

/** An absolute URL of a page in the language of the page being rendered (/es/… on a Spanish page). */
const absolute = (site: Pick<SiteSettings, 'baseUrl'>, path: string) => siteUrl(site.baseUrl, localPath(requestLanguage(), path));

export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A BreadcrumbList: Home first, the page itself last. */
export function breadcrumbJsonLd(site: Pick<SiteSettings, 'baseUrl'>, trail: readonly Crumb[]): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(site, crumb.path) })),
  });
}

/** The home page by its menu name (content/pages.json), as the header names it. */
const homeCrumb = (pages: Pick<PagesCopy, 'home'>): Crumb => ({ name: pages.home.menuLabel ?? pages.home.title, path: '/' });

/** The trail of a wiki article, as its visible breadcrumbs show it (with Home first). */
export function wikiCrumbs(page: WikiPage, section: WikiSection, pages: Pick<PagesCopy, 'home' | 'wiki'>): Crumb[] {
  return [
    homeCrumb(pages),
    { name: pages.wiki.menuLabel ?? pages.wiki.title, path: '/wiki/' },
    { name: section.title, path: `/wiki/#${section.id}` },
    { name: page.frontmatter.title, path: `/wiki/${page.slug}/` },
  ];
}

/** The trail of a record page: Home, the kind's list, the record. */
export function recordCrumbs(kind: RecordKind, record: KindRecord, content: Pick<JsonContent, 'pages' | 'kindNames'>): Crumb[] {
  return [
    homeCrumb(content.pages),
    { name: kindName(kind, content, 'other'), path: `/${kind.id}/` },
    { name: record.name, path: `/${kind.id}/${record.slug}/` },
  ];
}

/** The search box of the site: /?q=<terms> opens the site search with the terms typed in. */
export const SEARCH_URL_TEMPLATE = '/?q={search_term_string}';

/** The WebSite of the home page, with the SearchAction search engines use for a sitelinks search box. */
export function websiteJsonLd(site: Pick<SiteSettings, 'baseUrl' | 'name' | 'description'>): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    inLanguage: requestLanguage(),
    name: site.name,
    description: site.description,
    url: absolute(site, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absolute(site, SEARCH_URL_TEMPLATE) },
      'query-input': 'required name=search_term_string',
    },
  });
}
