import { Link } from '@/components/ui/Link';
import { NewsCards } from '@/components/cards/NewsCards';
import { headerMenus } from '@/lib/site/menus';
import { ToolCards } from '@/components/tools/ToolCards';
import { HeroArt } from '@/components/ui/HeroArt';
import { ButtonLink, ButtonLinkRow } from '@/components/ui/ButtonLink';
import { getContent } from '@/lib/content';
import { newsFor } from '@/lib/site/news';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { websiteJsonLd } from '@/lib/site/structured-data';

export const generateMetadata = () => fixedPageMetadata('home', '/', { absoluteTitle: getContent().pages.home.documentTitle });

export default function HomePage() {
  const content = getContent();
  const copy = content.pages.home;
  const explore = headerMenus(content).onHomePage;
  return (
    <>
      {/* WebSite with its SearchAction: /?q=<terms> opens the site search. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: websiteJsonLd(content.site) }} />
      <section className="relative isolate overflow-hidden border-b border-line">
        <HeroArt className="absolute inset-0 -z-10 h-full w-full" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/70 via-ink/55 to-ink" />
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-24 text-center sm:py-32">
          <h1 className="text-5xl sm:text-7xl">
            <span className="text-sky">{copy.title}</span>
            {copy.titleAccent && (
              <>
                {' '}
                <span className="text-gold">{copy.titleAccent}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-text sm:text-xl">{copy.intro}</p>
          <div className="mt-8">
            <ButtonLink href={copy.heroLink.href}>{copy.heroLink.label}</ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-6 flex items-center justify-between gap-4">
          <h2 id="news-title" className="font-display text-3xl text-gold">
            {copy.newsTitle}
          </h2>
          <ButtonLink href={copy.newsLink.href} variant="secondary">
            {copy.newsLink.label}
          </ButtonLink>
        </div>
        <NewsCards items={newsFor(content, 'home')} />
      </section>

      <section aria-labelledby="tools-title" className="mx-auto max-w-7xl px-4 pb-14">
        <h2 id="tools-title" className="mb-6 font-display text-3xl text-sky">
          <Link href="/tools" className="hover:text-gold">
            {copy.toolsTitle}
          </Link>
        </h2>
        <ToolCards headingLevel={3} />
      </section>

      <section aria-labelledby="explore-title" className="mx-auto max-w-7xl px-4 pb-14">
        <h2 id="explore-title" className="mb-6 font-display text-3xl text-sky">
          {copy.exploreTitle}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {explore.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="block rounded-xl border border-line bg-surface px-5 py-4 font-semibold text-text hover:border-gold hover:text-gold">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pb-6">
        <div className="rounded-2xl border border-gold/40 bg-surface-2 p-10 text-center">
          <h2 id="cta-title" className="font-display text-3xl text-gold">
            {copy.callout.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted">{copy.callout.text}</p>
          <ButtonLinkRow className="mt-6" links={copy.callout.links} />
        </div>
      </section>
    </>
  );
}
