import { Link, localHref } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { getEntry, type Content, type WikiPage } from '@/lib/content';
import type { FactHeading } from '@/lib/mdx/page-facts';
import { wikiPagePictures } from '@/lib/records/list-items';
import { inlinePictureSrc } from '@/lib/site/inline-picture';
import { buildToc, tocSize } from '@/lib/wiki/toc';
import { navboxLabel, navboxPages, previousAndNext } from '@/lib/wiki/graph';
import { Icon } from '../ui/Icon';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { PageFooterMeta } from './PageFooterMeta';
import { TableOfContents } from './TableOfContents.client';
import { fillTemplate } from '@/lib/model/template';
import { PageTitle } from '@/components/site/PageTitle';
import { ChangedMark } from '../history/ChangedMark';
import { PageHistory } from '../history/PageHistory';

interface WikiPageFrameProps {
  content: Content;
  page: WikiPage;
  /** The article's headings with their rendered ids, from its compiled MDX module's facts. */
  headings: readonly FactHeading[];
  /** The gear its body shows in stat blocks (<GearStats>, which draw their item's picture), from the same facts. */
  gearInBody: ReadonlySet<string>;
  backlinks: WikiPage[];
  children: ReactNode;
}

/** Everything around a wiki article: breadcrumbs, title, tags, TOC, previous/next, backlinks, navbox. */
export function WikiPageFrame({ content, page, headings, gearInBody, backlinks, children }: WikiPageFrameProps) {
  const fm = page.frontmatter;
  const section = getEntry('wikiSections', fm.section, content);
  const words = content.pages.wiki.article;
  const wikiName = content.pages.wiki.menuLabel ?? content.pages.wiki.title;
  const toc = buildToc(headings);
  const showToc = tocSize(toc) >= 3;
  const { previous, next } = previousAndNext(content, page);
  const navbox = navboxPages(content, page);
  // The pictures of the records this page is about (boss, NPC...), whole, from the records themselves.
  const pictures = wikiPagePictures(page.slug, content, gearInBody);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={[{ label: wikiName, href: '/wiki' }, { label: section.title, href: `/wiki#${section.id}` }, { label: fm.title }]} />
      {/* One grid: title, then (phones) the folded TOC, then the article; from lg the TOC is a sticky sidebar beside both. */}
      <div className={showToc ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:grid-rows-[auto_1fr] lg:gap-x-10' : ''}>
        <header className="mb-6 lg:col-start-1 lg:row-start-1 sm:flex sm:items-start sm:justify-between sm:gap-6">
          <div className="min-w-0">
            <PageTitle title={fm.title} />
            <ChangedMark content={content} pagePath={`/wiki/${page.slug}`} />
            {fm.tags.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={content.site.labels.links.tags}>
                {fm.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      href={localHref(`/wiki?tags=${encodeURIComponent(tag)}`)}
                      className="rounded-full border border-line bg-surface-2 px-3 py-1 text-xs text-muted hover:border-gold hover:text-gold"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {pictures.length > 0 && (
            <div className="mt-4 flex gap-3 sm:mt-0 sm:shrink-0">
              {pictures.map((picture) => (
                // The whole 16:9 scene, at most 18rem wide on a phone so the first paragraph stays in the first view. In
                // the HTML, like a record page's picture: as its own file it painted ~600 ms after the title on a slow phone.
                <img
                  key={picture.src}
                  src={inlinePictureSrc(picture.src)}
                  alt={picture.alt}
                  width={640}
                  height={360}
                  decoding="async"
                  className="aspect-video w-full min-w-0 max-w-72 rounded-lg border border-line bg-surface-2 object-cover sm:w-64"
                />
              ))}
            </div>
          )}
        </header>
        {/* The aside is named: a page with an infobox or a callout has other complementary landmarks, each needs its own name. */}
        {showToc && (
          <aside aria-label={words.tocTitle} className="mb-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mb-0">
            <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
              <TableOfContents entries={toc} title={words.tocTitle} collapsible />
            </div>
          </aside>
        )}
        <article className="min-w-0 lg:col-start-1 lg:row-start-2">
          {/* data-plain-text: the body the Markdown twin is made of (lib/plain-text/page-markdown.mts). */}
          <div className="prose-wiki" data-plain-text="">{children}</div>
          <div className="clear-both" />
          <PageFooterMeta site={content.site} file={page.file} words={words} />
          <PageHistory content={content} pagePath={`/wiki/${page.slug}`} />

          {(previous || next) && (
            <nav aria-label={words.prevNextLabel} className="mt-12 grid gap-4 sm:grid-cols-2">
              {previous ? (
                <Link href={`/wiki/${previous.slug}`} className="rounded-lg border border-line bg-surface p-4 hover:border-gold">
                  <span className="flex items-center gap-1 text-xs text-muted">
                    <Icon name="chevronLeft" /> {words.previous}
                  </span>
                  <span className="font-semibold text-text">{previous.frontmatter.title}</span>
                </Link>
              ) : (
                <span />
              )}
              {next && (
                <Link href={`/wiki/${next.slug}`} className="rounded-lg border border-line bg-surface p-4 text-right hover:border-gold">
                  <span className="flex items-center justify-end gap-1 text-xs text-muted">
                    {words.next} <Icon name="chevronRight" />
                  </span>
                  <span className="font-semibold text-text">{next.frontmatter.title}</span>
                </Link>
              )}
            </nav>
          )}

          <section aria-labelledby="what-links-here" className="mt-12">
            <h2 id="what-links-here" className="font-display text-lg text-sky">
              {words.backlinksTitle}
            </h2>
            {backlinks.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {backlinks.map((p) => (
                  <li key={p.slug}>
                    <Link href={`/wiki/${p.slug}`} className="text-sky underline hover:text-gold">
                      {p.frontmatter.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">
                {/* Every page of a section links its hub from the box below, so "nothing links here" would be untrue. */}
                {section.hub === page.slug ? fillTemplate(words.hubBacklinks, { section: section.title }) : words.noBacklinks}
              </p>
            )}
          </section>

          <nav aria-label={fillTemplate(words.sectionPagesLabel, { section: section.title })} className="mt-8 overflow-hidden rounded-xl border border-line">
            <h2 className="bg-surface-2 px-4 py-2 font-display text-base text-gold">
              <Link href={section.hub ? `/wiki/${section.hub}` : `/wiki#${section.id}`} className="hover:underline">
                {section.title}
              </Link>
            </h2>
            <ul className="flex flex-wrap gap-x-4 gap-y-2 bg-surface px-4 py-3 text-sm">
              {navbox.pages.map((p) => (
                <li key={p.slug}>
                  {p.slug === page.slug ? (
                    <span aria-current="page" className="font-semibold text-text">
                      {navboxLabel(content, p)}
                    </span>
                  ) : (
                    <Link href={`/wiki/${p.slug}`} className="text-sky hover:text-gold hover:underline">
                      {navboxLabel(content, p)}
                    </Link>
                  )}
                </li>
              ))}
              {navbox.hidden > 0 && (
                <li>
                  <Link href={`/wiki#${section.id}`} className="text-sky hover:text-gold hover:underline">
                    {fillTemplate(words.navboxMore, { count: navbox.hidden, section: section.title })}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </article>
      </div>
    </div>
  );
}
