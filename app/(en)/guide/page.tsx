import { Link } from '@/components/ui/Link';
import { ButtonLinkRow } from '@/components/ui/ButtonLink';
import { Container, PageHeader } from '@/components/site/PageHeader';
import { Icon } from '@/components/ui/Icon';
import { TableOfContents } from '@/components/article/TableOfContents.client';
import { getContent, getEntry } from '@/lib/content';
import { guideModule } from '@/lib/mdx/modules';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('guide', '/guide/');

export default async function GuidePage() {
  const { guideSections, pages } = getContent();
  const copy = pages.guide;
  const titleOf = (slug: string) => getEntry('wikiPages', slug).frontmatter.title;
  const bodies = await Promise.all(
    guideSections.map(async (s) => (s.hasBody ? (await guideModule(s.fileStem)).default : null)),
  );
  const toc = guideSections.map((s) => ({ id: s.frontmatter.id, text: s.frontmatter.title, children: [] }));
  return (
    <Container>
      <Link href={copy.backLink.href} className="mb-6 inline-flex items-center gap-1 rounded-lg border border-line px-3 py-2 text-sm text-text hover:border-gold hover:text-gold">
        <Icon name="chevronLeft" /> {copy.backLink.label}
      </Link>
      <PageHeader copy={pages.guide} />
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside className="hidden lg:block" data-testid="guide-toc">
          <div className="sticky top-24">
            <TableOfContents entries={toc} title={copy.tocTitle} />
          </div>
        </aside>
        <div className="min-w-0 space-y-12">
          {guideSections.map((section, i) => {
            const Body = bodies[i];
            const fm = section.frontmatter;
            return (
              <section key={fm.id} aria-labelledby={fm.id} className="rounded-2xl border border-line bg-surface p-6">
                <h2 id={fm.id} className="flex items-center gap-3 font-display text-2xl text-sky">
                  <Icon name={fm.icon} className="h-6 w-6 text-gold" />
                  <span>{fm.title}</span>
                </h2>
                {Body ? (
                  <div className="prose-wiki mt-4">
                    <Body />
                  </div>
                ) : (
                  <p className="mt-3 text-muted">{copy.pendingText}</p>
                )}
                {fm.coveredBy.length > 0 && (
                  <div className="mt-5 border-t border-line pt-4">
                    <p className="text-sm text-muted">{Body ? copy.moreLinksTitle : copy.pendingLinksTitle}</p>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {fm.coveredBy.map((slug) => (
                        <li key={slug}>
                          <Link href={`/wiki/${slug}`} className="inline-block rounded-full border border-line px-3 py-1 text-sm text-sky hover:border-gold hover:text-gold">
                            {titleOf(slug)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </section>
            );
          })}
          <div className="rounded-2xl border border-gold/40 bg-surface-2 p-8 text-center">
            <p className="text-lg text-text">{copy.callout.text}</p>
            <ButtonLinkRow className="mt-4" links={copy.callout.links} />
          </div>
        </div>
      </div>
    </Container>
  );
}
