import type { Metadata } from 'next';
import { WikiPageFrame } from '@/components/article/WikiPageFrame';
import { getContent, getEntry } from '@/lib/content';
import { contentFacts, wikiModule } from '@/lib/mdx/modules';
import type { FactComponent } from '@/lib/mdx/page-facts';
import { wikiPageMetadata } from '@/lib/site/page-metadata';
import { breadcrumbJsonLd, wikiCrumbs } from '@/lib/site/structured-data';
import { computeBacklinks } from '@/lib/wiki/graph';

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getContent().wikiPages.map((page) => ({ slug: page.slug }));
}

const findPage = (slug: string) => getEntry('wikiPages', slug);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return wikiPageMetadata((await params).slug);
}

/** Backlinks per language (titles are the language's), computed once per build process. */
const backlinksByLanguage = new Map<string, ReturnType<typeof computeBacklinks>>();

/** The gear records whose stat block (and with it, picture) the page's body shows. */
const gearInBody = (components: readonly FactComponent[]) => new Set(components.filter((c) => c.name === 'GearStats').map((c) => c.attributes.slug ?? ''));

export default async function WikiArticlePage({ params }: Params) {
  const { slug } = await params;
  const content = getContent();
  const page = findPage(slug);
  let backlinks = backlinksByLanguage.get(content.language.code);
  if (!backlinks) backlinksByLanguage.set(content.language.code, (backlinks = computeBacklinks(content, await contentFacts(content))));
  const { default: Body, facts } = await wikiModule(slug);
  const jsonLd = breadcrumbJsonLd(content.site, wikiCrumbs(page, getEntry('wikiSections', page.frontmatter.section, content), content.pages));
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <WikiPageFrame content={content} page={page} headings={facts.headings} gearInBody={gearInBody(facts.components)} backlinks={backlinks.get(slug) ?? []}>
        <Body />
      </WikiPageFrame>
    </>
  );
}
