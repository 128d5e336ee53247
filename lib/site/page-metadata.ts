import type { Metadata } from 'next';
import { getContent } from '../content';
import { kindName, type KindRecord, type RecordKind } from '../records/kinds';
import { recordPageCard, topLevelPageCard, topLevelPageTitle, wikiPageCard, type PageCard } from './page-cards';
import { TOP_LEVEL_PAGES, type TopLevelPage } from '../records/routes';
import { ogImagePath, SHARE_IMAGE_SIZE } from './share-paths';
import { feedOf } from './feeds';
import { translationsOf, withSlash } from './translations';
import { localPath } from '../i18n/languages';
import { setRequestPath, setResolvedLanguage } from '../i18n/request';

export { SHARE_IMAGE_SIZE };

/** Describes the share image for readers who cannot see it: what page it is and the numbers it shows. */
export function shareImageAlt(card: PageCard): string {
  const stats = card.stats.map((s) => `${s.label} ${s.value}`).join(', ');
  return `${card.title} (${card.label})${stats ? `: ${stats}` : ''}`;
}

/** Every page's head; OpenGraph and Twitter objects replace the layout's, so each page carries the full set. */
export function pageMetadata(card: PageCard, title: string, options: { type?: 'website' | 'article'; absoluteTitle?: boolean } = {}): Metadata {
  const content = getContent();
  const { site } = content;
  const code = content.language.code;
  // The header's language links are written for this page (components/site/LanguageLinks.tsx).
  setRequestPath(card.path);
  setResolvedLanguage(code);
  // The page in each language that has translated it (never a fallback copy); a fallback's canonical is the English page.
  const translations = translationsOf(card.path);
  const translated = translations.some((t) => t.code === code);
  const url = localPath(code, withSlash(card.path));
  const canonical = translated ? url : withSlash(card.path);
  const languages = translations.length > 1 ? { ...Object.fromEntries(translations.map((t) => [t.code, t.path])), 'x-default': withSlash(card.path) } : undefined;
  // The Atom feed the page belongs to (recent changes, news, its kind's changes): <link rel="alternate">.
  const feed = feedOf(card.path, content);
  const image = { url: ogImagePath(code === 'en' ? card.path : `/${code}${card.path === '/' ? '' : card.path}`), ...SHARE_IMAGE_SIZE, alt: shareImageAlt(card), type: 'image/png' };
  return {
    title: options.absoluteTitle ? { absolute: title } : title,
    description: card.description,
    alternates: { canonical, ...(languages && { languages }), ...(feed && { types: { 'application/atom+xml': [{ url: feed.path, title: feed.title }] } }) },
    openGraph: {
      title,
      description: card.description,
      url,
      type: options.type ?? 'website',
      siteName: site.name,
      locale: code,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: card.description, images: [{ url: image.url, alt: image.alt }] },
  };
}

function topLevelPage(id: TopLevelPage['id']): TopLevelPage {
  const page = TOP_LEVEL_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`fixedPageMetadata: no top-level page "${id}" in lib/records/routes.ts`);
  return page;
}

/** A fixed or list page, titled by its H1 unless `absoluteTitle` replaces the whole <title> (home). */
export function fixedPageMetadata(id: TopLevelPage['id'], path: string, options: { absoluteTitle?: string } = {}): Metadata {
  const content = getContent();
  const page = topLevelPage(id);
  if (`${page.path}/`.replace('//', '/') !== path) throw new Error(`fixedPageMetadata: "${id}" lives at ${page.path}/, not ${path}`);
  const card = topLevelPageCard(page, content);
  return options.absoluteTitle
    ? pageMetadata(card, options.absoluteTitle, { absoluteTitle: true })
    : pageMetadata(card, topLevelPageTitle(page, content));
}

/** A wiki article: titled by its frontmatter title. */
export function wikiPageMetadata(slug: string): Metadata {
  const content = getContent();
  const page = content.index.wikiPages.get(slug);
  if (!page) throw new Error(`wikiPageMetadata: no wiki page "${slug}"`);
  return pageMetadata(wikiPageCard(page, content), page.frontmatter.title, { type: 'article' });
}

/** A record page, titled with its kind's label ("Dryad (NPC)" beside the wiki's "Dryad"). */
export function recordPageMetadata(kind: RecordKind, record: KindRecord): Metadata {
  return pageMetadata(recordPageCard(kind, record, getContent()), `${record.name} (${kindName(kind, getContent())})`, { type: 'article' });
}
